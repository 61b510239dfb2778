/**
 * An error body in Strapi v4/v5's shape: every error the site's own API answers with (sign-in, registration, the
 * origin check, a path or method the API lacks), so the browser reads them as it reads Strapi's (authRequest).
 */
export function apiError(status: number, name: string, message: string) {
  return { data: null, error: { status, name, message, details: {} } }
}
