import type { LinkEntry, LinkIssue } from './checkLinks'
import { isRecord } from '../../runtime/content/isRecord'

/**
 * Every call to chat in the content pack is a toggleChat link (SPEC §4 Support chat), so it opens the chat, or the
 * contact form without one, wherever it is: a link object whose label speaks of chat carries `emit: "toggleChat"`, and
 * a link in markdown or HTML whose text does is `<a href="…" data-emit="toggleChat">`. A chat link that only goes to an
 * address left visitors on the section they were already reading.
 */
const CHAT = /\bchat\b/i
const MARKDOWN_LINK = /(?<!!)\[([^\]]*)\]\(\s*[^)\s]+(?:\s+"[^"]*")?\s*\)/g
const HTML_LINK = /<a\b([^>]*)>([\s\S]*?)<\/a>/gi

function walk(value: unknown, pointer: string, visit: (value: unknown, pointer: string) => void): void {
  visit(value, pointer)
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`, visit))
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit)
  }
}

export function checkChatLinks(entries: readonly LinkEntry[]): LinkIssue[] {
  const issues: LinkIssue[] = []
  for (const entry of entries) {
    walk(entry.data, '', (value, pointer) => {
      if (typeof value === 'string') {
        for (const [, text] of value.matchAll(MARKDOWN_LINK)) {
          if (CHAT.test(text ?? '')) issues.push({ file: entry.file, pointer, message: `link "${text}" speaks of chat: write it as <a href="…" data-emit="toggleChat">` })
        }
        for (const [, attributes, text] of value.matchAll(HTML_LINK)) {
          if (CHAT.test(text ?? '') && !/\bdata-emit\s*=\s*"toggleChat"/.test(attributes ?? '')) {
            issues.push({ file: entry.file, pointer, message: `link "${text}" speaks of chat: give it data-emit="toggleChat"` })
          }
        }
        return
      }
      // a link object (shared/link): a label and somewhere to go
      if (!isRecord(value) || typeof value.label !== 'string' || !('internalLink' in value || 'externalLink' in value || 'hash' in value)) return
      if (CHAT.test(value.label) && value.emit !== 'toggleChat') {
        issues.push({ file: entry.file, pointer: `${pointer}/emit`, message: `link "${value.label}" speaks of chat: give it "emit": "toggleChat"` })
      }
    })
  }
  return issues
}
