/**
 * Named character references that matter for hiding a URL scheme. Values reach us already decoded once
 * by the HTML or markdown parser; decoding again only ever makes the judgement stricter.
 */
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  colon: ':',
  newline: '\n',
  nbsp: '\u00a0',
  period: '.',
  sol: '/',
  bsol: '\\',
  tab: '\t',
  lpar: '(',
  rpar: ')',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
}

const REFERENCE = /&(?:#x([0-9a-f]+)|#([0-9]+)|([a-z]+));?/gi

// C0 controls, space, DEL, and the invisible or space-like characters a browser may ignore or a human may
// not see: no-break space, soft hyphen, zero-width characters, line and paragraph separators, BOM.
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/g

function decodeReferences(value: string): string {
  return value.replace(REFERENCE, (match, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    if (name !== undefined) return NAMED_REFERENCES[name.toLowerCase()] ?? match
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
  })
}

/**
 * The form of a URL that policy decisions are made on, never the form that is output: character
 * references decoded (repeatedly, so double-encoding does not hide a scheme), Unicode-normalised, every
 * control, whitespace and invisible character removed anywhere in the string (browsers drop tabs and
 * newlines inside URLs and trim controls around them), backslashes read as slashes (as browsers read them in
 * http(s) URLs, so `/\host` is the `//host` it loads), lower case.
 */
export function normaliseUrl(url: string): string {
  let value = url
  for (let round = 0; round < 4 && value.includes('&'); round++) {
    const decoded = decodeReferences(value)
    if (decoded === value) break
    value = decoded
  }
  return value.normalize('NFKC').replace(INVISIBLE, '').replaceAll('\\', '/').toLowerCase()
}
