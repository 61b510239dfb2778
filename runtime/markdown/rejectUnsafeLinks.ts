import type { Nodes, Parents, Root, RootContent } from 'mdast'
import { isSafeMarkdownUrl } from './isSafeMarkdownUrl'

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

// A path-relative URL (`pricing`, `docs/setup`): the HTML rule only accepts its explicit `./` form, which
// resolves to the same address.
function withExplicitRelative(url: string): string {
  if (url === '' || SCHEME.test(url) || /^(?:\/|\.\.?\/|#|\?|\\)/.test(url)) return url
  return `./${url}`
}

/** What a node becomes: itself, or for a rejected one its content (a link) or its alt text (an image). */
function replacement(node: RootContent): RootContent[] | undefined {
  if (node.type === 'definition' || node.type === 'link' || node.type === 'image') {
    if (isSafeMarkdownUrl(node.url)) {
      node.url = withExplicitRelative(node.url)
      return undefined
    }
    if (node.type === 'link') return node.children
    if (node.type === 'image') return node.alt ? [{ type: 'text', value: node.alt }] : []
    return []
  }
  return undefined
}

/**
 * The remark plugin of SPEC §5 Markdown links: links, images, autolinks and definitions whose URL fails
 * {@link isSafeMarkdownUrl} (javascript, vbscript, file, data other than gif, png, jpeg and webp images) are
 * rejected. The URL is judged as parsed, with backslash escapes and character references decoded, before
 * remark-rehype percent-encodes it. A rejected link becomes its content and a rejected image its alt text; a rejected
 * definition disappears, so references to it stay literal text (`[a][r]`, as remark-rehype writes a reference
 * without definition) and a later definition of the same label takes its place. Accepted path-relative URLs
 * (`pricing`) are written in the `./pricing` form the HTML rule accepts.
 */
export function rejectUnsafeLinks() {
  return (tree: Root): undefined => {
    // Without recursion: the nesting limit is applied to the HTML later, so this tree may be deep.
    const stack: Parents[] = [tree]
    while (stack.length > 0) {
      const parent = stack.pop() as Parents
      const children = parent.children as RootContent[]
      for (let index = 0; index < children.length; ) {
        const child = children[index] as RootContent
        const replaced = replacement(child)
        // The content put in a rejected node's place is judged in turn (`[![i](javascript:x)](javascript:y)`).
        if (replaced !== undefined) children.splice(index, 1, ...replaced)
        else {
          if ('children' in (child as Nodes)) stack.push(child as Parents)
          index++
        }
      }
    }
  }
}
