/** Adds a request header's name to the response's Vary, once; `Vary: *` stays as it is. */
export function appendVary(headers: Headers, name: string): void {
  const vary = headers.get('Vary')
  if (!vary) headers.set('Vary', name)
  else if (!vary.toLowerCase().split(/\s*,\s*/).includes(name.toLowerCase()) && vary !== '*') headers.set('Vary', `${vary}, ${name}`)
}
