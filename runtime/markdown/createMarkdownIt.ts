import MarkdownIt from 'markdown-it'
import type { Options } from 'markdown-it'
import { bindUnits } from './bindUnits'
import { gfmMarkup } from './gfmMarkup'
import { rejectUnsafeLinks } from './rejectUnsafeLinks'
import { scrollingTables } from './scrollingTables'
import { tableHeaders } from './tableHeaders'

/**
 * markdown-it's own nesting budget, a backstop only. markdown-it drops whatever lies deeper than it, where the
 * SPEC §9 limit flattens deeper content to text; so the exact limit is applied to the HTML (sanitizeFragment)
 * and this budget stays above anything guardMarkdownSource lets through: a list level counts twice here
 * (list and item), and the guard counts four columns of indentation as one level, so 100 guarded levels reach
 * about 400 markdown-it levels.
 */
export const MARKDOWN_IT_NESTING = 1000

/**
 * The markdown parser and renderer of renderMarkdown: CommonMark with GFM tables and `~~strikethrough~~`
 * (markdown-it's default preset, where SPEC §9's presets come from), bare URLs left as text (no linkify), no
 * typographic replacements, raw HTML passed through because the whole result is sanitised as HTML afterwards,
 * the SPEC §5 markdown link rule ({@link rejectUnsafeLinks}), GFM's markup ({@link gfmMarkup}), row headers for
 * two-way tables ({@link tableHeaders}), tables that scroll in their own box ({@link scrollingTables}) and a number
 * kept on the line with its unit ({@link bindUnits}).
 */
export function createMarkdownIt(): MarkdownIt {
  // maxNesting is a markdown-it option that @types/markdown-it does not declare.
  const options: Options & { maxNesting: number } = { html: true, linkify: false, typographer: false, maxNesting: MARKDOWN_IT_NESTING }
  return new MarkdownIt('default', options)
    .use(rejectUnsafeLinks)
    .use(gfmMarkup)
    .use(tableHeaders)
    .use(scrollingTables)
    .use(bindUnits)
}
