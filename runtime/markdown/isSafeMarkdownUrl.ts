import { NETWORK_PATH, SAFE_DATA_IMAGE } from './isSafeUrl'
import { normaliseUrl } from './normaliseUrl'

// SPEC §5 Markdown links: these schemes are refused (CommonMark reference implementations' link validation, which the spec follows).
const BAD_SCHEME = /^(?:javascript|vbscript|file|data):/

/**
 * Whether a markdown link, image or definition URL is accepted (SPEC §5 Markdown links): javascript, vbscript,
 * file and data URLs are rejected, except data images of gif, png, jpeg and webp. A network-path reference
 * (`//host`, `/\host`) is rejected too: the HTML rule refuses it anyway, and rejected here the link becomes its
 * text rather than an `<a>` without href. Every other URL is accepted here; the HTML rule ({@link isSafeUrl})
 * still applies to the rendered output.
 */
export function isSafeMarkdownUrl(url: string): boolean {
  const value = normaliseUrl(url)
  if (NETWORK_PATH.test(value)) return false
  return BAD_SCHEME.test(value) ? SAFE_DATA_IMAGE.test(value) : true
}
