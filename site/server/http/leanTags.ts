/** A data block's start tag (a JSON type: Vike's page and global context) up to its nonce attribute. */
const DATA_BLOCK_NONCE = /(<script\b[^>]*?\btype="application\/(?:ld\+)?json"[^>]*?) nonce="[^"]*"/g
/** Vike's modulepreload links, with the two attributes whose values are what the link means anyway (sectionStylesheets writes its own without). */
const MODULEPRELOAD_DEFAULTS = /(<link rel="modulepreload" href="[^"]*") as="script" type="text\/javascript"/g

/**
 * The page without the bytes Vike's tags carry for nothing (issue 9: a blog page has to fit the first round trip,
 * 14,600 bytes with its headers, and every page's HTML is sent to every first visitor):
 * - the nonce of a data block: a script element of a JSON type never runs, so the Content-Security-Policy has
 *   nothing to allow, and each nonce is a 22-byte hole in the page's gzip (nonceGzip). Every page has two, Vike's
 *   page and global context; the scripts and style that run keep theirs;
 * - `as="script" type="text/javascript"` on a modulepreload link: a module preload's destination is a script unless
 *   `as` says otherwise, and `type` means nothing on it.
 */
export function leanTags(html: string): string {
  return html.replace(DATA_BLOCK_NONCE, '$1').replace(MODULEPRELOAD_DEFAULTS, '$1')
}
