/** A content coding the server can produce. */
export type Encoding = 'br' | 'gzip'

/**
 * The coding to use for a request's Accept-Encoding: brotli when accepted (smaller at the same speed), else gzip,
 * else none. Honours q-values (`br;q=0` refuses brotli) and `*`.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  const q = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = weight === undefined ? 1 : Number(weight.slice(2))
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0)
  }
  const accepts = (coding: Encoding) => (q.get(coding) ?? q.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return undefined
}
