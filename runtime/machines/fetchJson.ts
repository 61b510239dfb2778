/** GETs a same-origin JSON file; rejects on a non-2xx status or a body that is not a JSON object. */
export async function fetchJson(url: string, init: { cache?: RequestCache; signal?: AbortSignal } = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, { cache: init.cache ?? 'default', signal: init.signal ?? null })
  if (!response.ok) throw new Error(`GET ${url} failed with status ${response.status}`)
  const body: unknown = await response.json()
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error(`GET ${url} did not return an object`)
  return body as Record<string, unknown>
}
