import type { Nodes, Parents, PhrasingContent } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

const parser = unified().use(remarkParse).use(remarkGfm, { singleTilde: false }).freeze()

/**
 * The plain text of phrasing content, as CommonMark defines an image's alt text: text and code span content, raw
 * HTML as written, the alt text of images, a line break as a newline; emphasis, link and other markup contribute
 * only their content.
 */
function phrasingText(nodes: readonly PhrasingContent[]): string {
  let text = ''
  const stack: PhrasingContent[] = [...nodes].reverse()
  while (stack.length > 0) {
    const node = stack.pop() as PhrasingContent
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'html') text += node.value
    else if (node.type === 'image' || node.type === 'imageReference') text += node.alt ?? ''
    else if (node.type === 'break') text += '\n'
    else if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as PhrasingContent)
  }
  return text
}

/**
 * The prose of a markdown text as plain text: its paragraphs, headings and table cells, each block's text
 * (phrasingText: a link is its words, emphasis its content) joined by a space, a heading closed by a full stop unless
 * it ends in punctuation. Code blocks are left out: they are not what a reader quotes.
 */
export function markdownText(markdown: string): string {
  const blocks: string[] = []
  const stack: Nodes[] = [parser.parse(markdown)]
  while (stack.length > 0) {
    const node = stack.pop() as Nodes
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      const text = phrasingText(node.children).replace(/\s+/g, ' ').trim()
      blocks.push(node.type === 'heading' && text && !/[.!?:;…]$/.test(text) ? `${text}.` : text)
    } else if ('children' in node) {
      const children = (node as Parents).children
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Nodes)
    }
  }
  return blocks.filter(Boolean).join(' ')
}
