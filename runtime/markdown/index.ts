export { renderMarkdown, type RenderMarkdownOptions } from './renderMarkdown'
export { sanitizeHtml } from './sanitizeHtml'
