/** Vike's preload link of a web font, as it writes it in the page's head, with the white space before it. */
const FONT_PRELOAD = /\s*<link rel="preload" href="([^"]+)" as="font"(?: type="[^"]*")? crossorigin(?:="anonymous")?\s*\/?>/g

/**
 * Issue 9: a page's web-font preloads taken out of its HTML and given as a `Link` header instead, which chromium
 * acts on when it commits the document, before the task that commits it ends, where a link in the HTML waits for
 * the parser. Under Lighthouse that task took 13–93 ms, and the font was asked for 30–67 ms after it began as a
 * link against 5–35 ms as a header (eight runs of `/blog` each); its response then came before the page's first
 * layout over 3 ms in eight runs of eight against four of eight. A layout without the font made 33 synchronous font
 * look-ups to the browser process (bench/FINDINGS.md, 2026-11-27, midday session). A CDN that sends 103 Early Hints makes them from
 * this header too. The server's responses only: a prerendered file keeps its link, as a static host sends no header.
 *
 * The link stays `crossorigin`, as the stylesheet's request for the font is: a preload in another mode would be
 * fetched twice. Returns the HTML as it was, and no header, when it has no such link.
 */
export function fontPreloadsToHeader(html: string): { html: string; link: string | undefined } {
  const links: string[] = []
  const rest = html.replace(FONT_PRELOAD, (_tag, href: string) => {
    links.push(`<${href}>; rel=preload; as=font; crossorigin`)
    return ''
  })
  return links.length ? { html: rest, link: links.join(', ') } : { html, link: undefined }
}
