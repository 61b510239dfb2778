const HEAD = /<head(?:\s[^>]*)?>/i
const CHARSET = /<meta charset="utf-8"\s*\/?>/i

/**
 * The page's character encoding declaration as the head's first child: HTML wants it within the first 1,024 bytes,
 * where a browser looks for it before parsing, and vike-react writes it after the asset tags Vike puts first in the
 * head (a blog page's inlined stylesheet put it 21 KB in). Browsers that get the page from this server have the
 * charset from Content-Type; a copy served from elsewhere, a prerendered file on a static host, may not.
 */
export function charsetFirst(html: string): string {
  const head = HEAD.exec(html)
  const charset = CHARSET.exec(html)
  if (!head || !charset || charset.index < head.index || charset.index > html.indexOf('</head>')) return html
  const at = head.index + head[0].length
  if (charset.index === at) return html
  const without = html.slice(0, charset.index) + html.slice(charset.index + charset[0].length)
  return without.slice(0, at) + charset[0] + without.slice(at)
}
