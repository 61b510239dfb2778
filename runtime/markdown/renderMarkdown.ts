import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import rehypeStringify from 'rehype-stringify'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified, type Processor } from 'unified'
import { guardMarkdownSource } from './guardMarkdownSource'
import { nestingLimit } from './nestingLimit'
import { sanitizeFragment } from './sanitizeFragment'
import { sanitizeMdast } from './sanitizeMdast'

/** Options of {@link renderMarkdown}. */
export interface RenderMarkdownOptions {
  /**
   * The preset. `'default'` (or none) nests up to 100 levels, any other preset up to 20 (SPEC §9). The syntax is
   * the same for every preset: CommonMark with GFM tables and `~~strikethrough~~`.
   */
  preset?: 'default' | string
}

/**
 * GFM tables and strikethrough, what markdown-it's default preset (where SPEC §9's presets come from) adds to
 * CommonMark. Not all of remark-gfm: its autolink literals alone cost about 40 % of parse time, and bare URLs
 * were never links in this content.
 */
function remarkTablesAndStrikethrough(this: Processor): void {
  const data = this.data()
  ;(data.micromarkExtensions ??= []).push(gfmTable(), gfmStrikethrough({ singleTilde: false }))
  ;(data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown())
}

const parser = unified().use(remarkParse).use(remarkTablesAndStrikethrough).freeze()

// Raw HTML passes through here on purpose: the whole result is sanitised as HTML afterwards.
const renderer = unified()
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeStringify, { allowDangerousHtml: true })
  .freeze()

/**
 * Renders CMS markdown to HTML that no script can run from, on the server and in the browser alike
 * (SPEC §5: markdown content is sanitised first, then rendered with raw HTML allowed):
 * 1. the source is parsed (nesting past the budget escaped first, guardMarkdownSource.ts);
 * 2. the markdown tree is sanitised: nesting limited, javascript, vbscript, file and non-image data URLs of
 *    links and images rejected (sanitizeMdast.ts);
 * 3. it is rendered to HTML with raw HTML allowed;
 * 4. the final HTML is sanitised with the same rules and the preset's nesting limit as sanitizeHtml, so the
 *    result carries the same guarantee and `sanitizeHtml(renderMarkdown(x)) === renderMarkdown(x)`.
 */
export function renderMarkdown(markdown: string, options?: RenderMarkdownOptions): string {
  if (typeof markdown !== 'string' || markdown === '') return ''
  const maxDepth = nestingLimit(options?.preset)
  const tree = parser.parse(guardMarkdownSource(markdown, maxDepth))
  sanitizeMdast(tree, maxDepth)
  const html = renderer.stringify(renderer.runSync(tree))
  return sanitizeFragment(html, maxDepth)
}
