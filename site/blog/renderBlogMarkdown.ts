import { renderMarkdown } from '../../runtime/markdown'
import { memoizeMarkdown } from '../server/memoizeMarkdown'

/**
 * Article bodies and author bios to sanitised HTML, each text rendered once: articles come from the content cache
 * again and again, and their bodies are the longest markdown of the site.
 */
export const renderBlogMarkdown = memoizeMarkdown(renderMarkdown)
