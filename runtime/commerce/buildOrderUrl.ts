/** What the visitor chose in the order form. */
export interface OrderChoice {
  /** The plan's code (`shared-starter`). */
  plan: string
  /** The billing term's key (`yearly`). */
  term: string
  /** The codes of the chosen options, in the order shown. */
  options: readonly string[]
  /** The ISO 4217 code the prices were shown in. */
  currency: string
}

const LOCAL = 'http://local.invalid'

/**
 * The order address the visitor continues to: `base` (ORDER_URL: an absolute URL, or a path on this site) with
 * `plan`, `term`, one `options` per chosen option (as a GET form with checkboxes sends them) and `currency` in the
 * query. Parameters already in `base` are kept unless the choice sets them; the hash is kept too.
 */
export function buildOrderUrl(base: string, choice: OrderChoice): string {
  const relative = base.startsWith('/') && !base.startsWith('//')
  const url = new URL(base, relative ? LOCAL : undefined)
  const params = url.searchParams
  params.set('plan', choice.plan)
  params.set('term', choice.term)
  params.delete('options')
  for (const option of new Set(choice.options)) params.append('options', option)
  params.set('currency', choice.currency)
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href
}
