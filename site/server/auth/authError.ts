/** An error body in Strapi v4/v5's shape, so the browser reads every auth failure the same way (authRequest). */
export function authError(status: number, name: string, message: string) {
  return { data: null, error: { status, name, message, details: {} } }
}
