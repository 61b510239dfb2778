import { domainToAscii } from './domainToAscii'

/** Why a domain search input was refused. */
export type DomainInputProblem = 'empty' | 'email' | 'spaces' | 'characters' | 'dots' | 'hyphen' | 'label-length' | 'length' | 'idn' | 'name' | 'subdomain' | 'tld'

/** A domain search input as a name to search for, or why it cannot be one (a message to show beside the field). */
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
  | { ok: false; problem: DomainInputProblem; message: string }

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

function refuse(problem: DomainInputProblem, message: string): DomainInput {
  return { ok: false, problem, message }
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
 * with a message that says what to fix: nothing typed, spaces, characters a domain cannot have, an empty label,
 * a label starting or ending with a hyphen, a label over 63 or a name over 253 characters, a subdomain, and an
 * ending not on sale when `tlds` is given.
 */
export function normaliseDomainInput(input: string, options: NormaliseDomainOptions = {}): DomainInput {
  const toAscii = options.toAscii ?? domainToAscii
  let text = input.normalize('NFC').trim().replace(FULL_STOPS, '.')
  if (text === '') return refuse('empty', 'Enter a domain name to search for, like yourbusiness.co.uk.')
  text = text.replace(SCHEME, '')
  text = text.split(/[/?#\\]/, 1)[0] ?? ''
  if (text.includes('@')) return refuse('email', 'That looks like an email address: enter just the domain name, like yourbusiness.co.uk.')
  text = text.replace(/:\d*$/, '').toLowerCase().replace(/\.+$/, '')
  if (text.startsWith('www.') && text.length > 4) text = text.slice(4)
  if (text === '') return refuse('empty', 'Enter a domain name to search for, like yourbusiness.co.uk.')
  if (/\s/u.test(text)) return refuse('spaces', 'Domain names cannot contain spaces. Try joining the words, or use hyphens.')
  const bad = NOT_ALLOWED.exec(text)
  if (bad) return refuse('characters', `Domain names can only use letters, numbers and hyphens: “${bad[0]}” is not allowed.`)

  const labels = text.split('.')
  if (labels.some((label) => label === '')) return refuse('dots', 'A domain name cannot start with a dot or have two dots in a row.')
  const hyphenated = labels.find((label) => label.startsWith('-') || label.endsWith('-'))
  if (hyphenated) return refuse('hyphen', `A domain name cannot start or end with a hyphen: check “${hyphenated}”.`)

  const ascii = toAscii(text)
  if (ascii === '') return refuse('idn', `“${text}” cannot be used as a domain name: check its spelling.`)
  const asciiLabels = ascii.split('.')
  if (asciiLabels.length !== labels.length) return refuse('idn', `“${text}” cannot be used as a domain name: check its spelling.`)
  const long = asciiLabels.findIndex((label) => label.length > MAX_LABEL)
  if (long !== -1) {
    return refuse('label-length', `Each part of a domain name can be at most ${MAX_LABEL} characters long: “${labels[long]}” is too long.`)
  }
  if (ascii.length > MAX_DOMAIN) return refuse('length', `A domain name can be at most ${MAX_DOMAIN} characters long.`)

  if (asciiLabels.length === 1) return { ok: true, domain: ascii, name: ascii, tld: null, display: text }
  const last = asciiLabels[asciiLabels.length - 1] as string
  let suffixLength = 1
  if (options.tlds) {
    const tlds = new Set(options.tlds.map((tld) => toAscii(tld.replace(/^\./, '').toLowerCase())).filter(Boolean))
    suffixLength = knownSuffixLength(asciiLabels, tlds)
    if (suffixLength === 0) {
      return refuse('tld', `We do not sell .${labels[labels.length - 1]} domains. Search for the name alone to see every ending we offer.`)
    }
  } else if (/^\d+$/.test(last)) {
    return refuse('tld', `“.${last}” is not a domain ending: enter a name like yourbusiness.co.uk.`)
  }
  const nameLabels = asciiLabels.slice(0, asciiLabels.length - suffixLength)
  const tld = asciiLabels.slice(asciiLabels.length - suffixLength).join('.')
  if (nameLabels.length === 0) return refuse('name', `Enter the name you want before .${labels.slice(-suffixLength).join('.')}.`)
  if (nameLabels.length > 1) {
    const name = labels.slice(nameLabels.length - 1).join('.')
    return refuse('subdomain', `Enter just the name and its ending, like ${name}: “${labels.slice(0, nameLabels.length - 1).join('.')}.” is a subdomain.`)
  }
  const name = nameLabels[0] as string
  return { ok: true, domain: `${name}.${tld}`, name, tld, display: text }
}
