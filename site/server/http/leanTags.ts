/** A data block's start tag (a JSON type: Vike's page and global context) up to its nonce attribute. */
const DATA_BLOCK_NONCE = /(<script\b[^>]*?\btype="application\/(?:ld\+)?json"[^>]*?) nonce="[^"]*"/g
/** Vike's modulepreload links, with the two attributes whose values are what the link means anyway (sectionStylesheets writes its own without). */
const MODULEPRELOAD_DEFAULTS = /(<link rel="modulepreload" href="[^"]*") as="script" type="text\/javascript"/g

/**
 * In the document's template: an element whose text is kept as it is (a script, a style, a title), or the
 * whitespace between two tags, which the template's indentation puts between the head's elements and the body's
 * scripts.
 */
const TEMPLATE_WHITESPACE = /(<(script|style|title)\b[^>]*>[\s\S]*?<\/\2>)|(?<=>)\s+(?=<)/g
/** Where the page's own markup starts (vike-react's root element) and where Vike's scripts after it start. */
const ROOT = '<div id="root"'
const AFTER_ROOT = /\s*<script id="vike_pageContext"/

/**
 * The document without the whitespace between the tags of its template: the head, the body up to the root element,
 * and Vike's scripts after the page. The page's own markup is left as it is: there a space between two inline
 * elements is one the reader sees. In a document without the root (not a page of this site) all after the head is.
 */
function leanTemplate(html: string): string {
  const root = html.indexOf(ROOT)
  const headEnd = html.indexOf('</head>')
  const pageStart = root === -1 ? (headEnd === -1 ? 0 : headEnd) : root
  const after = root === -1 ? -1 : html.slice(root).search(AFTER_ROOT)
  const pageEnd = after === -1 ? html.length : root + after
  return html.replace(TEMPLATE_WHITESPACE, (match, kept: string | undefined, _tag, at: number) =>
    kept ?? (at > pageStart && at < pageEnd ? match : ''),
  )
}

/**
 * The page without the bytes Vike's tags carry for nothing (issue 9: a blog page has to fit the first round trip,
 * 14,600 bytes with its headers, and every page's HTML is sent to every first visitor):
 * - the nonce of a data block: a script element of a JSON type never runs, so the Content-Security-Policy has
 *   nothing to allow, and each nonce is a 22-byte hole in the page's gzip (nonceGzip). Every page has two, Vike's
 *   page and global context; the scripts and style that run keep theirs;
 * - `as="script" type="text/javascript"` on a modulepreload link: a module preload's destination is a script unless
 *   `as` says otherwise, and `type` means nothing on it;
 * - the indentation between the template's tags (leanTemplate), which the parser drops or keeps as text no one
 *   sees: 44 bytes of an article's gzip, 14,599 → 14,555 bytes with its headers (the first round trip carries 14,600).
 */
export function leanTags(html: string): string {
  return leanTemplate(html.replace(DATA_BLOCK_NONCE, '$1').replace(MODULEPRELOAD_DEFAULTS, '$1'))
}
