import type MarkdownIt from 'markdown-it'
import type { Token } from 'markdown-it'

/** True when a header cell's inline content is empty (`|   | Starter | Pro |`). */
function isEmptyCell(tokens: readonly Token[], open: number): boolean {
  const inline = tokens[open + 1]
  return inline?.type === 'inline' && inline.content.trim() === ''
}

/** The index of the token closing the cell opened at `open` (cells do not nest). */
function cellClose(tokens: readonly Token[], open: number): number {
  const type = tokens[open]!.type === 'th_open' ? 'th_close' : 'td_close'
  let index = open + 1
  while (tokens[index]!.type !== type) index++
  return index
}

function markTwoWayTables(tokens: Token[]): void {
  for (let start = 0; start < tokens.length; start++) {
    if (tokens[start]!.type !== 'table_open') continue
    let end = start
    while (tokens[end]!.type !== 'table_close') end++
    // the first header cell, searched within this table only
    let corner = start
    while (corner < end && tokens[corner]!.type !== 'th_open') corner++
    if (corner === end || !isEmptyCell(tokens, corner)) {
      start = end
      continue
    }
    const theadOpen = tokens.findIndex((token, index) => index > start && token.type === 'thead_open')
    const theadClose = tokens.findIndex((token, index) => index > theadOpen && token.type === 'thead_close')
    const headerCells = tokens.slice(theadOpen, theadClose).flatMap((token, offset) => (token.type === 'th_open' ? [theadOpen + offset] : []))
    // where the cells to mark start: after the corner, or where the header row was
    let from = corner + 1
    if (headerCells.every((cell) => isEmptyCell(tokens, cell))) {
      // no header cell has text: a list of names and values, whose empty header row would show as a blank row
      tokens.splice(theadOpen, theadClose - theadOpen + 1)
      end -= theadClose - theadOpen + 1
      if (end === start + 1) {
        // and no body rows either: nothing to show
        tokens.splice(start, 2)
        start -= 1
        continue
      }
      from = theadOpen
    } else {
      // the empty corner is no header; the other header cells head columns
      tokens[corner]!.tag = 'td'
      tokens[cellClose(tokens, corner)]!.tag = 'td'
    }
    let inBody = false
    for (let index = from; index < end; index++) {
      const token = tokens[index]!
      if (token.type === 'th_open') token.attrSet('scope', 'col')
      else if (token.type === 'tbody_open') inBody = true
      else if (inBody && token.type === 'tr_open' && tokens[index + 1]?.type === 'td_open') {
        // the first cell of each body row heads its row
        tokens[index + 1]!.tag = 'th'
        tokens[index + 1]!.attrSet('scope', 'row')
        tokens[cellClose(tokens, index + 1)]!.tag = 'th'
      }
    }
    start = end
  }
}

/**
 * A markdown-it plugin for two-way tables, such as a comparison of plans: a GFM table whose top-left header cell is
 * empty has row headers. That corner becomes a plain cell, the other header cells get `scope="col"`, and the first
 * cell of each body row becomes `<th scope="row">`, so a screen reader announces a value with its row and column
 * (Lighthouse's td-has-header found the plans comparison's cells without headers). A table whose header cells are
 * all empty (`| | |`, as GFM needs a header row) lists names and values: it loses the header row, which would show
 * as a blank row and name no column, and keeps its row headers. Other tables are left as GFM renders them.
 */
export function tableHeaders(md: MarkdownIt): void {
  md.core.ruler.push('table_headers', (state) => markTwoWayTables(state.tokens))
}
