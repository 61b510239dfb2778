import type { Element, ElementContent } from 'hast'

function elements(parent: Element | undefined, tagName: string): Element[] {
  return (parent?.children ?? []).filter((child): child is Element => child.type === 'element' && child.tagName === tagName)
}

/** True when a header cell shows nothing (`|   | Starter | Pro |`). */
function isEmptyCell(cell: Element): boolean {
  return cell.children.every((child) => child.type === 'text' && child.value.trim() === '')
}

/** `children` without `node` and the line break remark-rehype put after it. */
function without(children: ElementContent[], node: Element): ElementContent[] {
  const index = children.indexOf(node)
  const next = children[index + 1]
  return children.filter((child, i) => i !== index && !(i === index + 1 && next?.type === 'text' && next.value.trim() === ''))
}

/**
 * Row headers for two-way tables, such as a comparison of plans, on a table as remark-rehype renders a GFM table: one
 * whose top-left header cell is empty has row headers. That corner becomes a plain cell, the other header cells get
 * `scope="col"`, and the first cell of each body row becomes `<th scope="row">`, so a screen reader announces a value
 * with its row and column (Lighthouse's td-has-header found the plans comparison's cells without headers). A table
 * whose header cells are all empty (`| | |`, as GFM needs a header row) lists names and values: it loses the header
 * row, which would show as a blank row and name no column, and keeps its row headers; with no body rows either,
 * nothing is left to show and `undefined` is returned. Other tables are returned as they are. Mutates the table.
 */
export function tableHeaders(table: Element): Element | undefined {
  const [thead] = elements(table, 'thead')
  const [tbody] = elements(table, 'tbody')
  const headerCells = elements(elements(thead, 'tr')[0], 'th')
  const corner = headerCells[0]
  if (thead === undefined || corner === undefined || !isEmptyCell(corner)) return table
  if (headerCells.every(isEmptyCell)) {
    if (tbody === undefined) return undefined
    table.children = without(table.children, thead)
  } else {
    corner.tagName = 'td'
    for (const cell of headerCells.slice(1)) cell.properties.scope = 'col'
  }
  for (const row of elements(tbody, 'tr')) {
    const first = row.children.find((child): child is Element => child.type === 'element')
    if (first?.tagName !== 'td') continue
    first.tagName = 'th'
    first.properties.scope = 'row'
  }
  return table
}
