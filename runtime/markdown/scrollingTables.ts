import type { Element } from 'hast'

/** The class of the box each table of rich text is put in (global.css: `.table-scroll`). */
export const TABLE_SCROLL_CLASS = 'table-scroll'

/**
 * A table put in a `<div class="table-scroll">`, which global.css lets scroll sideways. A table wider than the screen
 * then scrolls on its own instead of widening the page: at 320 px the plans comparison (its longest words side by
 * side) came out 34 px wider than its column, and the whole page scrolled sideways. The table keeps its display and
 * its full width, so its rows, headers and scopes read as a table.
 */
export function scrollingTable(table: Element): Element {
  return { type: 'element', tagName: 'div', properties: { className: [TABLE_SCROLL_CLASS] }, children: [table] }
}
