import type { Nodes, Parents, Root, RootContent, Text } from 'mdast'
import { isSafeMarkdownUrl } from './isSafeMarkdownUrl'
import { limitDepth, type DepthAdapter } from './limitDepth'

const mdastDepth: DepthAdapter<Nodes> = {
  children: (node) => ('children' in node ? node.children : undefined),
  text: (node) => (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code' ? node.value : undefined),
  opaque: (node) => node.type === 'html',
  flatten(node, text) {
    const children: Text[] = text === '' ? [] : [{ type: 'text', value: text }]
    ;(node as Parents).children = children as Parents['children']
  },
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

// A path-relative URL (`pricing`, `docs/setup`): the HTML rule only accepts its explicit `./` form, which
// resolves to the same address.
function withExplicitRelative(url: string): string {
  if (url === '' || SCHEME.test(url) || /^(?:\/|\.\.?\/|#|\?|\\)/.test(url)) return url
  return `./${url}`
}

/** What a rejected node becomes: a link its content, an image its alt text, a definition nothing. */
function replacement(node: RootContent): RootContent[] | undefined {
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
    if (!isSafeMarkdownUrl(node.url)) {
      if (node.type === 'link') return node.children
      if (node.type === 'image') return node.alt ? [{ type: 'text', value: node.alt }] : []
      return []
    }
    node.url = withExplicitRelative(node.url)
  }
  return undefined
}

/**
 * The first sanitising step of renderMarkdown, on the markdown tree (SPEC §5): nesting is limited to `maxDepth`
 * (SPEC §9), and links, images and definitions whose URL fails {@link isSafeMarkdownUrl} are rejected (a link
 * keeps its text, an image its alt text; references to a rejected definition stay literal text). Accepted
 * path-relative URLs (`pricing`) are written in the `./pricing` form the HTML rule accepts. Mutates the tree.
 */
export function sanitizeMdast(tree: Root, maxDepth: number): void {
  limitDepth<Nodes>(tree, maxDepth, mdastDepth)
  const stack: Parents[] = [tree]
  while (stack.length > 0) {
    const parent = stack.pop() as Parents
    const children: RootContent[] = []
    const pending = [...(parent.children as RootContent[])].reverse()
    while (pending.length > 0) {
      const child = pending.pop() as RootContent
      const replaced = replacement(child)
      if (replaced === undefined) children.push(child)
      else for (let i = replaced.length - 1; i >= 0; i--) pending.push(replaced[i] as RootContent)
    }
    parent.children = children as Parents['children']
    for (const child of children) if ('children' in child) stack.push(child)
  }
}
