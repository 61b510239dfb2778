import { domainToAscii } from './domainToAscii'

/**
 * Why a domain search input was refused: `tld` an ending not on sale, `ending` one that cannot be an ending (a
 * number). The form says it in the page's language, with the refusal's values in its placeholders.
 */
export type DomainInputProblem = 'empty' | 'email' | 'spaces' | 'characters' | 'dots' | 'hyphen' | 'label-length' | 'length' | 'idn' | 'name' | 'subdomain' | 'tld' | 'ending'

/** A domain search input as a name to search for, or why it cannot be one, with what the message beside the field names. */
export type DomainInput =
  | {
      ok: true
      /** What to search for, in ASCII: `xn--bcher-kva.co.uk`, or a bare name `example` when no ending was typed. */
      domain: string
      /** The name without its ending, in ASCII: `xn--bcher-kva`. */
      name: string
      /** The ending typed, without a dot (`co.uk`), or null when the visitor typed a name only. */
      tld: string | null
      /** The name as the visitor wrote it, cleaned: `bücher.co.uk`. */
      display: string
    }
  | { ok: false; problem: DomainInputProblem; values: Readonly<Record<string, string | number>> }

/** Options of normaliseDomainInput. */
export interface NormaliseDomainOptions {
  /** The endings on sale (`co.uk`, `com` … reference data group `tld`): an ending typed must be one of them. */
  tlds?: readonly string[] | undefined
  /** Converts a Unicode domain to ASCII, '' when invalid. Default: the URL API; the server may pass node:url's domainToASCII. */
  toAscii?: ((domain: string) => string) | undefined
}

const MAX_LABEL = 63
const MAX_DOMAIN = 253
// IDNA treats these full stops as dots: split on them like on '.'
const FULL_STOPS = /[\u3002\uff0e\uff61]/g
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\/|^\/\//i
const NOT_ALLOWED = /[^\p{L}\p{M}\p{N}.-]/u

function refuse(problem: DomainInputProblem, values: Readonly<Record<string, string | number>> = {}): DomainInput {
  return { ok: false, problem, values }
}

/** The longest ending on sale that `labels` end with, as a number of labels; 0 when none. */
function knownSuffixLength(labels: readonly string[], tlds: ReadonlySet<string>): number {
  for (let count = labels.length; count >= 1; count -= 1) {
    if (tlds.has(labels.slice(labels.length - count).join('.'))) return count
  }
  return 0
}

/**
 * What a visitor typed into a domain search, as the name to search for: trims, lower-cases, drops a
 * scheme, `www.`, a port, a path, a query or a hash, and converts internationalised names to punycode. Refuses
 * with the problem and its values, for a message that says what to fix: nothing typed, spaces, characters a domain
 * cannot have, an empty label, a label starting or ending with a hyphen, a label over 63 or a name over 253
 * characters, a subdomain, and an ending not on sale when `tlds` is given.
 */
export function normaliseDomainInput(input: string, options: NormaliseDomainOptions = {}): DomainInput {
  const toAscii = options.toAscii ?? domainToAscii
  let text = input.normalize('NFC').trim().replace(FULL_STOPS, '.')
  if (text === '') return refuse('empty')
  text = text.replace(SCHEME, '')
  text = text.split(/[/?#\\]/, 1)[0] ?? ''
  if (text.includes('@')) return refuse('email')
  text = text.replace(/:\d*$/, '').toLowerCase().replace(/\.+$/, '')
  if (text.startsWith('www.') && text.length > 4) text = text.slice(4)
  if (text === '') return refuse('empty')
  if (/\s/u.test(text)) return refuse('spaces')
  const bad = NOT_ALLOWED.exec(text)
  if (bad) return refuse('characters', { character: bad[0] })

  const labels = text.split('.')
  if (labels.some((label) => label === '')) return refuse('dots')
  const hyphenated = labels.find((label) => label.startsWith('-') || label.endsWith('-'))
  if (hyphenated) return refuse('hyphen', { label: hyphenated })

  const ascii = toAscii(text)
  if (ascii === '') return refuse('idn', { domain: text })
  const asciiLabels = ascii.split('.')
  if (asciiLabels.length !== labels.length) return refuse('idn', { domain: text })
  const long = asciiLabels.findIndex((label) => label.length > MAX_LABEL)
  if (long !== -1) {
    return refuse('label-length', { max: MAX_LABEL, label: labels[long] ?? '' })
  }
  if (ascii.length > MAX_DOMAIN) return refuse('length', { max: MAX_DOMAIN })

  if (asciiLabels.length === 1) return { ok: true, domain: ascii, name: ascii, tld: null, display: text }
  const last = asciiLabels[asciiLabels.length - 1] as string
  let suffixLength = 1
  if (options.tlds) {
    const tlds = new Set(options.tlds.map((tld) => toAscii(tld.replace(/^\./, '').toLowerCase())).filter(Boolean))
    suffixLength = knownSuffixLength(asciiLabels, tlds)
    if (suffixLength === 0) {
      return refuse('tld', { tld: labels[labels.length - 1] ?? '' })
    }
  } else if (/^\d+$/.test(last)) {
    return refuse('ending', { tld: last })
  }
  const nameLabels = asciiLabels.slice(0, asciiLabels.length - suffixLength)
  const tld = asciiLabels.slice(asciiLabels.length - suffixLength).join('.')
  if (nameLabels.length === 0) return refuse('name', { tld: labels.slice(-suffixLength).join('.') })
  if (nameLabels.length > 1) {
    const name = labels.slice(nameLabels.length - 1).join('.')
    return refuse('subdomain', { domain: name, subdomain: labels.slice(0, nameLabels.length - 1).join('.') })
  }
  const name = nameLabels[0] as string
  return { ok: true, domain: `${name}.${tld}`, name, tld, display: text }
}
