/** A content coding the server can produce. */
export type Encoding = 'br' | 'gzip'

/** Whether a coding is accepted by an Accept-Encoding's weights: named or by `*`, with a q-value above 0. */
type Accepts = (coding: Encoding) => boolean

/** Reads an Accept-Encoding once: its q-values by coding (`br;q=0` refuses brotli), and `*`. */
function acceptedBy(acceptEncoding: string | null | undefined): Accepts {
  if (!acceptEncoding) return () => false
  const q = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = weight === undefined ? 1 : Number(weight.slice(2))
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0)
  }
  return (coding) => (q.get(coding) ?? q.get('*') ?? 0) > 0
}

/** Whether Accept-Encoding accepts a coding: named or by `*`, with a q-value above 0 (`br;q=0` refuses brotli). */
export function acceptsEncoding(acceptEncoding: string | null | undefined, coding: Encoding): boolean {
  return acceptedBy(acceptEncoding)(coding)
}

/** The coding to use for a request's Accept-Encoding: brotli when accepted (smaller at the same speed), else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  const accepts = acceptedBy(acceptEncoding)
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return undefined
}
