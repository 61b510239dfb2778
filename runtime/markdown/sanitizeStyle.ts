import { isSafeUrl, SAFE_DATA_IMAGE } from './isSafeUrl'
import { splitDeclarations } from './splitDeclarations'

// A property name as written: a plain or vendor-prefixed identifier, or a custom property.
const PROPERTY = /^(?:--[a-z0-9_-]+|-?[a-z][a-z0-9-]*)$/i

// Properties old engines ran code through: IE behaviours, Firefox XBL bindings, Opera links.
const SCRIPT_PROPERTY = /^(?:-[a-z]+-)?(?:behavior|binding)$|^-o-link/

// What old engines ran: IE expressions, script URLs anywhere, imports, bindings.
const SCRIPT_LIKE = /expression\(|javascript:|vbscript:|livescript:|mocha:|@import|-moz-binding|<\/?script/

// Functions that load a URL; their arguments must pass the href/src rule.
const URL_FUNCTION = /(?:url|src|image|image-set|cross-fade|element)\(/g

/** Decodes CSS escapes (`\6a`, `\000065 `, `\e`), which CSS applies before any function or keyword matching. */
function decodeEscapes(value: string): string {
  return value.replace(/\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|([\s\S]))/gi, (_, hex: string | undefined, char: string | undefined) => {
    if (hex === undefined) return char === '\n' ? '' : (char ?? '')
    const code = Number.parseInt(hex, 16)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
  })
}

/**
 * The form a declaration is judged on: comments removed, escapes decoded, Unicode-normalised (old IE folded
 * full-width letters), every control and whitespace character removed, lower case.
 */
function judgementForm(text: string): string {
  return decodeEscapes(text.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ''))
    .normalize('NFKC')
    .replace(/[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '')
    .toLowerCase()
}

function urlsAreSafe(value: string): boolean {
  for (const match of value.matchAll(URL_FUNCTION)) {
    const open = (match.index ?? 0) + match[0].length
    const close = value.indexOf(')', open)
    const argument = value.slice(open, close < 0 ? value.length : close).replace(/^["']|["']$/g, '')
    // image-set() and friends take strings or nested url(); nested ones are matched on their own.
    if (/^(?:url|src)\(/.test(argument)) continue
    if (!isSafeUrl(argument)) return false
  }
  return true
}

const DATA_IMAGE_HERE = new RegExp(SAFE_DATA_IMAGE.source.slice(1), 'y')

/** Every `data:` in the declaration, quoted, nested or bare, must start a gif, png, jpeg or webp image. */
function dataUrlsAreImages(declaration: string): boolean {
  for (let at = declaration.indexOf('data:'); at >= 0; at = declaration.indexOf('data:', at + 5)) {
    DATA_IMAGE_HERE.lastIndex = at
    if (!DATA_IMAGE_HERE.test(declaration)) return false
  }
  return true
}

function isSafeDeclaration(property: string, value: string): boolean {
  if (!PROPERTY.test(property) || value === '' || SCRIPT_PROPERTY.test(property)) return false
  const judged = judgementForm(value)
  const declaration = judgementForm(`${property}:${value}`)
  if (SCRIPT_LIKE.test(declaration) || !dataUrlsAreImages(declaration) || /[{}<]/.test(judged)) return false
  return urlsAreSafe(judged)
}

/**
 * SPEC §5: strips script-like and expression values from a style attribute. Each declaration is kept as written
 * (property name lower-cased) or dropped whole: `expression(`, `javascript:` and other script URLs, `url(...)`
 * whose URL fails {@link isSafeUrl}, `behavior`, `-moz-binding` and `@import`, judged after removing comments,
 * decoding escapes and removing whitespace. Returns `''` when nothing is left. Idempotent.
 */
export function sanitizeStyle(style: string): string {
  const kept: string[] = []
  for (const declaration of splitDeclarations(style)) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration.slice(colon + 1).trim()
    if (isSafeDeclaration(property, value)) kept.push(`${property}: ${value}`)
  }
  return kept.join('; ')
}
