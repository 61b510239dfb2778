import { whenIdle } from './whenIdle'

/**
 * The server's HTML marks the root `data-draw="deferred"`, and global.css then lets every section after the
 * first, the children of a `data-later-children` container after its first three and the footer skip style, layout
 * and paint while far from the viewport (`content-visibility: auto`, with a stand-in height: `--draw-later-size`,
 * 40rem unless a part sets it). The first layouts, and the one when the web font arrives, cover the first screen
 * instead of the whole page: on /web-hosting the style, layout and paint share of Lighthouse's blocking time fell
 * from 308 to 170 ms (medians of six alternating runs; bench/FINDINGS.md).
 *
 * Once the page has loaded, drawDeferredSections draws those parts one at a time, top to bottom, each when the main
 * thread is idle: no single task lays out the whole page, and nothing stays undrawn for long, so scrolling never
 * meets a stand-in, the scrollbar settles, and tools that read the drawn page (find in page, accessibility checkers,
 * screenshots) see all of it. When the last is drawn the mark goes, and later client navigations draw pages whole.
 */
export const DEFERRED_DRAWING = {
  /** The root's attribute and its value while parts wait to be drawn. */
  attribute: 'data-draw',
  value: 'deferred',
  /** The attribute each part gets once drawn. */
  drawn: 'data-drawn',
  /**
   * Marks a container inside the first section whose children after its first FIRST_CHILDREN_DRAWN may wait as well,
   * where a page that is one section would otherwise lay all of them out in its first layout: a list's cards
   * (site/blog/ArticleGrid) and an article's body (site/blog/ArticlePage).
   */
  laterChildren: 'data-later-children',
} as const

/**
 * How many children of a `data-later-children` container are drawn at once (global.css's `:nth-child(n + 4)`): a
 * list's first row in its widest grid (a card in the first screen left to wait was drawn a frame late, and its row's
 * new height moved the card beside it), and an article body's first parts, which can be in the first screen.
 */
export const FIRST_CHILDREN_DRAWN = 3

/** The attribute a `data-later-children` container spreads on its element: `<ul {...LATER_CHILDREN}>`. */
export const LATER_CHILDREN = { [DEFERRED_DRAWING.laterChildren]: '' }

/** The longest a part waits for an idle period, in ms. */
const IDLE_TIMEOUT = 500

/** The parts still waiting, in document order: global.css's rule for them, less those drawn. */
const WAITING = [
  `main > .section ~ .section`,
  `main [${DEFERRED_DRAWING.laterChildren}] > :nth-child(n + ${FIRST_CHILDREN_DRAWN + 1})`,
  `#root > footer`,
].map((part) => `${part}:not([${DEFERRED_DRAWING.drawn}])`).join(', ')

/**
 * Inline in <head>, in the script element of the dark-mode class (+headHtmlBegin.ts): a page the browser opens at
 * a restored scroll position (a reload, back or forward) or at a hash target is drawn whole from the start. Else
 * the stand-in heights above that position would put the visitor somewhere else, or a part above the target drawn
 * a frame after the browser scrolled to it would push the target down: a part just above the target is drawn
 * because it is near the viewport, and in one load of four of /account#help that came a frame late, a shift of
 * 274 px (CLS 0.31).
 */
export function deferredDrawingBootScript(): string {
  // no navigation entry (or no performance timeline) throws, and the parts are drawn one by one as on a new visit
  return (
    'try{(location.hash||performance.getEntriesByType("navigation")[0].type!="navigate")&&' +
    `document.documentElement.removeAttribute(${JSON.stringify(DEFERRED_DRAWING.attribute)})` +
    '}catch(e){}'
  )
}

/** In the browser, once: draws the waiting parts after the load event, one per idle period. */
export function drawDeferredSections(): void {
  const root = document.documentElement
  if (root.getAttribute(DEFERRED_DRAWING.attribute) !== DEFERRED_DRAWING.value) return
  const drawNext = () => {
    const part = document.querySelector(WAITING)
    if (!part) return root.removeAttribute(DEFERRED_DRAWING.attribute)
    part.setAttribute(DEFERRED_DRAWING.drawn, '')
    // the part's style and layout happen in the next frame; the next part waits for the idle time after it
    requestAnimationFrame(() => whenIdle(drawNext, IDLE_TIMEOUT))
  }
  const start = () => whenIdle(drawNext, IDLE_TIMEOUT)
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
}
