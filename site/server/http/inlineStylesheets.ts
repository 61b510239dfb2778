import { readFileSync } from 'node:fs'
import { join, normalize } from 'node:path'

/** Options of createStylesheetInliner. */
export interface InlineStylesheetsOptions {
  /** The built client folder the stylesheets are in (dist/client). */
  clientDir: string
  /** A page whose stylesheets add up to more than this many bytes keeps its links. Default 96 KB. */
  maxBytes?: number
}

const LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"?#]+\.css)">/g

/**
 * The type of an inlined file's marker link. A stylesheet link whose type is not a styling language the browser
 * supports is never fetched (HTML's rule for `link rel=stylesheet`), where a `disabled` one was: chromium 150's
 * preload scanner fetched each at the highest priority (22 requests on /web-hosting), which Lighthouse counted as
 * render-blocking (issue 9).
 */
export const INLINED_MARKER_TYPE = 'text/x-inlined'

/**
 * Puts a page's own stylesheets (the hashed files Vike and sectionStylesheets link) in the page itself, as one <style>
 * element with the response's CSP nonce (issue 9): a dozen small render-blocking requests cost a mobile visitor
 * more than the bytes (Lighthouse estimated 0.9 s on the home page). Files are read once and kept: hashed assets
 * never change. A stylesheet that cannot be read keeps its link.
 *
 * Each inlined file also keeps a marker link (INLINED_MARKER_TYPE), which the browser never fetches: Vite's preload
 * helper looks for `link[rel=stylesheet]` before it loads the CSS of a lazily imported module, and without the marker
 * it fetched and applied every inlined stylesheet a second time during hydration (a restyle of the whole page).
 */
export function createStylesheetInliner({ clientDir, maxBytes = 96 * 1024 }: InlineStylesheetsOptions): (html: string, nonce: string) => string {
  const files = new Map<string, string | null>()
  const read = (href: string): string | null => {
    let css = files.get(href)
    if (css === undefined) {
      const path = normalize(join(clientDir, href))
      try {
        css = path.startsWith(normalize(clientDir)) ? readFileSync(path, 'utf8') : null
      } catch {
        css = null
      }
      files.set(href, css)
    }
    return css
  }
  // whether one file's CSS holds all of another's, worked out once per pair: hashed files never change
  const holds = new Map<string, boolean>()
  const holdsAll = (outer: string, inner: string): boolean => {
    const key = `${outer} ${inner}`
    let answer = holds.get(key)
    if (answer === undefined) {
      const outerCss = read(outer)
      const innerCss = read(inner)?.trim()
      answer = Boolean(outerCss && innerCss && outerCss.length > innerCss.length && outerCss.includes(innerCss))
      holds.set(key, answer)
    }
    return answer
  }
  return (html, nonce) => {
    const pieces = html.split(LINK) // the text between links, and each link's href
    const hrefs = [...new Set(pieces.filter((_piece, i) => i % 2 === 1))]
    // the build writes the shell's CSS twice: once in the client entry's file, and once per module for each page
    // entry (Vike links both). A file whose every rule another on the page already holds needs only its marker
    const repeated = new Set(hrefs.filter((href) => hrefs.some((other) => other !== href && holdsAll(other, href))))
    const total = hrefs.reduce((sum, href) => sum + (repeated.has(href) ? 0 : (read(href)?.length ?? 0)), 0)
    if (!hrefs.length || total > maxBytes) return html
    // one <style> for the page's stylesheets, where the last of them was linked, in the order they were linked:
    // each element carries the response's nonce, and each nonce costs the page's gzip a block of its own
    // (nonceGzip). A link kept as it is (a file that cannot be read) ends a group, so the cascade keeps its order
    const out: string[] = []
    const seen = new Set<string>()
    let group: { hrefs: string[]; css: string[]; at: number } | undefined
    const close = () => {
      if (group) out[group.at] = `<style nonce="${nonce}" data-href="${group.hrefs.join(' ')}">${group.css.join('')}</style>`
      group = undefined
    }
    pieces.forEach((piece, i) => {
      if (i % 2 === 0) return void out.push(piece)
      const css = read(piece)
      // `</style` cannot appear in CSS Vite wrote, but never let a file end the element early
      if (css === null || /<\/style/i.test(css)) {
        close()
        return void out.push(`<link rel="stylesheet" type="text/css" href="${piece}">`)
      }
      if (!repeated.has(piece) && !seen.has(piece)) {
        seen.add(piece)
        group ??= { hrefs: [], css: [], at: 0 }
        group.hrefs.push(piece)
        group.css.push(css)
        group.at = out.push('') - 1
      }
      out.push(`<link rel="stylesheet" type="${INLINED_MARKER_TYPE}" href="${piece}">`)
    })
    close()
    return out.join('')
  }
}
