import rehypeSanitize from 'rehype-sanitize'
import { unified } from 'unified'
import { rehypeContentPolicy } from './applyContentPolicy'
import { rehypeParseHtmlFragment } from './parseHtmlFragment'
import { schema } from './schema'
import { rehypeSerializeHtml } from './serializeHtml'

/**
 * An HTML fragment parsed with the nesting limit of its file's `data.maxDepth` (rehypeParseHtmlFragment) and cut
 * down to the allow-list of schema.ts by rehype-sanitize, as hast. No policy step and no compiler: the pass textOnly
 * takes the text of.
 */
export function createSchemaSanitizer() {
  return unified().use(rehypeParseHtmlFragment).use(rehypeSanitize, schema).freeze()
}

/**
 * One pass of the SPEC §5 HTML sanitiser as a unified processor: the {@link createSchemaSanitizer} steps, then the
 * rules a schema cannot express (rehypeContentPolicy), serialised by rehypeSerializeHtml. sanitizeFragment runs it
 * until its output is stable.
 */
export function createSanitizeProcessor() {
  return unified()
    .use(rehypeParseHtmlFragment)
    .use(rehypeSanitize, schema)
    .use(rehypeContentPolicy)
    .use(rehypeSerializeHtml)
    .freeze()
}
