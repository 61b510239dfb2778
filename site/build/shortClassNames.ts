import { createHash } from 'node:crypto'

/** A class selector's name as CSS writes it (escapes aside, which our modules do not use). */
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g

const namesByHash = new Map<string, string[]>()

/** The first five base-36 digits of the CSS's hash: the part every name of one module shares. */
function moduleHash(css: string): string {
  return Number.parseInt(createHash('sha256').update(css).digest('hex').slice(0, 12), 16).toString(36).slice(0, 5).padStart(5, '0')
}

/**
 * CSS modules' class names for the production build (issue 9): `_` + five characters naming the module (a hash of
 * its CSS) + the class's place among the module's class names in base 36, e.g. `_k3x9a2` for Vite's
 * `_heading_k3x9a_41`. Every page's HTML holds its sections' class names many times, and their CSS and the chunks'
 * style maps once each; on the home page the shorter names took about 900 bytes off the gzipped HTML. The name
 * depends on the CSS alone, so the client and server builds agree. A name the module's class selectors do not
 * hold (a keyframes name) keeps itself after the hash: `_k3x9a_spin`, which no counted name can equal, since base
 * 36 has no `_`. Development keeps Vite's readable names.
 */
export function shortClassName(name: string, _filename: string, css: string): string {
  const hash = moduleHash(css)
  let names = namesByHash.get(hash)
  if (!names) {
    names = [...new Set(Array.from(css.matchAll(CLASS), (m) => m[1]!))]
    namesByHash.set(hash, names)
  }
  const at = names.indexOf(name)
  return at === -1 ? `_${hash}_${name}` : `_${hash}${at.toString(36)}`
}
