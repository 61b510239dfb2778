import type { QueryValue, StrapiParams } from './types'

// SPEC §7: query parameters are serialised with only values encoded. Keys keep their brackets and operators
// literal (`filters[slug][$eq]=home`), arrays use indices (`sort[0]=publishedDate:desc`), as qs does for Strapi.
// `:` and `,` stay literal in values too: both are legal in a query string and Strapi's sort syntax uses them.

type QueryRecord = { readonly [key: string]: QueryValue }

function isRecord(value: QueryValue): value is QueryRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',')
}

function append(pairs: string[], key: string, value: QueryValue): void {
  if (value === undefined) return
  if (Array.isArray(value)) {
    value.forEach((item: QueryValue, index: number) => append(pairs, `${key}[${index}]`, item))
  } else if (isRecord(value)) {
    for (const [child, childValue] of Object.entries(value)) append(pairs, `${key}[${child}]`, childValue)
  } else if (value === null) {
    pairs.push(`${key}=`)
  } else {
    pairs.push(`${key}=${encodeValue(value instanceof Date ? value.toISOString() : String(value))}`)
  }
}

/** Serialises Strapi query parameters, without the leading `?`; `''` when there are none. */
export function serializeQuery(params: StrapiParams | undefined): string {
  if (!params) return ''
  const pairs: string[] = []
  for (const [key, value] of Object.entries(params)) append(pairs, key, value)
  return pairs.join('&')
}
