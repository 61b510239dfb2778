import { renderMarkdown } from '../../runtime/markdown'
import { memoizeMarkdown } from './memoizeMarkdown'

/**
 * Section and layout markdown to sanitised HTML, each text rendered once: pages and their header and footer come from
 * the content cache again and again, and rendering is a pure function of the text.
 */
export const renderMarkdownOnce = memoizeMarkdown(renderMarkdown)
