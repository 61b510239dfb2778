import { normaliseUrl } from './normaliseUrl'

/** SPEC §5: the only schemes an href or src may carry. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'ftp'])

/** SPEC §5: a data URL is allowed only as an image of one of these raster types (never SVG, which can hold script). */
export const SAFE_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp)[;,]/

// A scheme as the WHATWG URL parser finds it: a letter, then letters, digits, `+`, `-` or `.`, then `:`.
const SCHEME = /^([a-z][a-z0-9+.-]*):/

/**
 * A network-path reference (`//host/x`) in {@link normaliseUrl}'s form, where `/\host` and `/<tab>/host` have
 * become `//host` too: another host, though it starts with `/` like a path of this site.
 */
export const NETWORK_PATH = /^\/\//

/**
 * Whether an HTML href or src value is allowed (SPEC §5 HTML sanitiser): http, https, mailto, tel, ftp, a data
 * image (gif, png, jpeg, webp), a relative URL starting `./`, `../` or `/`, or a hash anchor. Judged on
 * {@link normaliseUrl}'s form, so entity-encoded, control-character, whitespace, backslash and letter-case tricks
 * do not get a scheme or another host past it. Anything else is refused: scheme-less values that start
 * differently, and network-path references (`//host`, {@link NETWORK_PATH}), which the spec does not list.
 */
export function isSafeUrl(url: string): boolean {
  const value = normaliseUrl(url)
  const scheme = SCHEME.exec(value)?.[1]
  if (scheme !== undefined) {
    if (scheme === 'data') return SAFE_DATA_IMAGE.test(value)
    return SAFE_SCHEMES.has(scheme)
  }
  if (NETWORK_PATH.test(value)) return false
  return value.startsWith('/') || value.startsWith('./') || value.startsWith('../') || value.startsWith('#')
}
