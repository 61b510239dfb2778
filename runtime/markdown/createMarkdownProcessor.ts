import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype, { defaultHandlers } from 'remark-rehype'
import { unified } from 'unified'
import { bindUnits } from './bindUnits'
import { rejectUnsafeLinks } from './rejectUnsafeLinks'
import { scrollingTable } from './scrollingTables'
import { tableHeaders } from './tableHeaders'

/**
 * The markdown half of renderMarkdown, as a unified processor from markdown to HTML that is not yet safe:
 * remark-parse (CommonMark) with remark-gfm (tables, strikethrough, autolink literals, task lists and footnotes as
 * GitHub renders them, except that a `~single~` tilde stays text), the SPEC §5 markdown link rule
 * ({@link rejectUnsafeLinks}), a number kept on the line with its unit ({@link bindUnits}), row headers for two-way
 * tables ({@link tableHeaders}) and tables that scroll in their own box ({@link scrollingTable}). Raw HTML is kept
 * as written (`allowDangerousHtml`) and not parsed here: the whole result is then parsed once, as HTML, by the
 * sanitiser (sanitizeFragment), which limits its depth before any recursive step.
 */
export function createMarkdownProcessor() {
  return unified()
    .use(remarkParse)
    .use(remarkGfm, { singleTilde: false })
    .use(rejectUnsafeLinks)
    .use(bindUnits)
    .use(remarkRehype, {
      allowDangerousHtml: true,
      handlers: {
        table(state, node) {
          const table = tableHeaders(defaultHandlers.table(state, node))
          return table && scrollingTable(table)
        },
      },
    })
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze()
}
