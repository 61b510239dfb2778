/** Vike's preload link of a web font, as it writes it in the page's head, with the white space before it. */
const FONT_PRELOAD = /\s*<link rel="preload" href="([^"]+)" as="font"(?: type="[^"]*")? crossorigin(?:="anonymous")?\s*\/?>/g

/**
 * Issue 9: a page's web-font preloads taken out of its HTML and given as a `Link` header instead, which chromium
 * acts on as it commits the document, where a link in the HTML waits for the parser at the end of that task (9–93 ms
 * under Lighthouse). In alternating Lighthouse runs of `/blog` and `/` the font was requested 4–40 ms after the commit
 * began against 25–72 ms, and came before the first layout in 13 runs of 14 against 11; a layout without it made 33
 * synchronous font look-ups to the browser process (bench/FINDINGS.md, 2026-11-27, midday session). A CDN that sends
 * 103 Early Hints makes them from this header too. The server's responses only: a prerendered file keeps its link,
 * as a static host sends no header.
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
