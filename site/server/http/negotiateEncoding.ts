/** A content coding the server can produce. */
export type Encoding = 'br' | 'gzip'

/** Whether Accept-Encoding accepts a coding: named or by `*`, with a q-value above 0 (`br;q=0` refuses brotli). */
export function acceptsEncoding(acceptEncoding: string | null | undefined, coding: Encoding): boolean {
  if (!acceptEncoding) return false
  const q = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = weight === undefined ? 1 : Number(weight.slice(2))
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0)
  }
  return (q.get(coding) ?? q.get('*') ?? 0) > 0
}

/** The coding to use for a request's Accept-Encoding: brotli when accepted (smaller at the same speed), else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br'
  if (acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip'
  return undefined
}
