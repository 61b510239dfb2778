import { createMarkdownProcessor } from './createMarkdownProcessor'
import { guardMarkdownSource } from './guardMarkdownSource'
import { nestingLimit } from './nestingLimit'
import { sanitizeFragment } from './sanitizeFragment'

/** Options of {@link renderMarkdown}. */
export interface RenderMarkdownOptions {
  /**
   * The preset. `'default'` (or none) nests up to 100 levels, any other preset up to 20 (SPEC §9). The syntax is
   * the same for every preset: CommonMark with GFM (remark-gfm), strikethrough only with `~~double~~` tildes.
   */
  preset?: 'default' | string
}

const markdownProcessor = createMarkdownProcessor()

/**
 * Renders CMS markdown to HTML that no script can run from, on the server and in the browser alike
 * (SPEC §5: markdown content is sanitised first, then rendered with raw HTML allowed):
 * 1. nesting past the preset's budget is escaped in the source (guardMarkdownSource.ts);
 * 2. remark parses it; links, images and definitions whose URL is javascript, vbscript, file or a
 *    non-image data URL are rejected on the syntax tree (rejectUnsafeLinks.ts);
 * 3. it is rendered to HTML with raw HTML kept as written (createMarkdownProcessor.ts);
 * 4. the final HTML is sanitised with the same rules as sanitizeHtml and the preset's nesting limit, which
 *    flattens deeper content to text, so the result carries the same guarantee and
 *    `sanitizeHtml(renderMarkdown(x)) === renderMarkdown(x)`.
 */
export function renderMarkdown(markdown: string, options?: RenderMarkdownOptions): string {
  if (typeof markdown !== 'string' || markdown === '') return ''
  const maxDepth = nestingLimit(options?.preset)
  const html = String(markdownProcessor.processSync(guardMarkdownSource(markdown, maxDepth)))
  return sanitizeFragment(html, maxDepth)
}
