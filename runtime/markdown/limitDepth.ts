/** How {@link limitDepth} reads and rewrites one kind of tree (parse5's, for HTML). */
export interface DepthAdapter<N> {
  /** The children of a parent node; `undefined` for a leaf. */
  children(node: N): readonly N[] | undefined
  /** The text a leaf contributes when its ancestors are flattened; `undefined` contributes nothing. */
  text(node: N): string | undefined
  /** Whether a node's content is dropped, not kept as text, when it is flattened (`<script>`, raw HTML). */
  opaque(node: N): boolean
  /** Replaces the children of `node` by the given text (no children when it is empty). */
  flatten(node: N, text: string): void
}

function collectText<N>(node: N, adapter: DepthAdapter<N>): string {
  const parts: string[] = []
  const stack: N[] = [node]
  while (stack.length > 0) {
    const current = stack.pop() as N
    const children = adapter.children(current)
    if (children === undefined) {
      const text = adapter.text(current)
      if (text !== undefined) parts.push(text)
    } else if (current === node || !adapter.opaque(current)) {
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as N)
    }
  }
  return parts.join('')
}

/**
 * SPEC §9 nesting limit. Walks the tree without recursion and flattens every parent node at depth `maxDepth`
 * (the root's children are at depth 1) that still has parent nodes below it: its whole subtree becomes its text,
 * in document order, without the content of opaque nodes. Afterwards no parent node is deeper than
 * `maxDepth`, so recursive tree utilities run after it cannot overflow the stack, whatever the input.
 * Returns how many nodes were flattened.
 */
export function limitDepth<N>(root: N, maxDepth: number, adapter: DepthAdapter<N>): number {
  let flattened = 0
  const stack: Array<{ node: N; depth: number }> = [{ node: root, depth: 0 }]
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: N; depth: number }
    const children = adapter.children(node)
    if (children === undefined) continue
    if (depth >= maxDepth && children.some((child) => adapter.children(child) !== undefined)) {
      adapter.flatten(node, adapter.opaque(node) ? '' : collectText(node, adapter))
      flattened++
      continue
    }
    for (const child of children) stack.push({ node: child, depth: depth + 1 })
  }
  return flattened
}
