import type MarkdownIt from 'markdown-it'

/** The class of the box each table of rich text is put in (global.css: `.table-scroll`). */
export const TABLE_SCROLL_CLASS = 'table-scroll'

/**
 * A markdown-it plugin: each table is put in a `<div class="table-scroll">`, which global.css lets scroll sideways.
 * A table wider than the screen then scrolls on its own instead of widening the page: at 320 px the plans
 * comparison (its longest words side by side) came out 34 px wider than its column, and the whole page scrolled
 * sideways. The table keeps its display and its full width, so its rows, headers and scopes read as a table.
 */
export function scrollingTables(md: MarkdownIt): void {
  md.renderer.rules.table_open = (tokens, index, options, _env, self) => `<div class="${TABLE_SCROLL_CLASS}">${self.renderToken(tokens, index, options)}`
  md.renderer.rules.table_close = (tokens, index, options, _env, self) => `${self.renderToken(tokens, index, options).trimEnd()}</div>\n`
}
