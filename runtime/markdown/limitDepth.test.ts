import { describe, expect, it } from 'vitest'
import { limitDepth, type DepthAdapter } from './limitDepth'

interface TestNode {
  name: string
  value?: string
  children?: TestNode[]
}

const adapter: DepthAdapter<TestNode> = {
  children: (node) => node.children,
  text: (node) => node.value,
  opaque: (node) => node.name === 'script',
  flatten(node, text) {
    node.children = text === '' ? [] : [{ name: '#text', value: text }]
  },
}

const text = (value: string): TestNode => ({ name: '#text', value })
const el = (name: string, ...children: TestNode[]): TestNode => ({ name, children })

function nest(depth: number, leaf: TestNode): TestNode {
  let node = leaf
  for (let i = 0; i < depth; i++) node = el('div', node)
  return el('root', node)
}

function maxDepth(root: TestNode): number {
  let deepest = 0
  const stack: Array<[TestNode, number]> = [[root, 0]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [TestNode, number]
    if (node.children) {
      deepest = Math.max(deepest, depth)
      for (const child of node.children) stack.push([child, depth + 1])
    }
  }
  return deepest
}

describe('limitDepth', () => {
  it('leaves a tree within the limit untouched', () => {
    const tree = nest(3, text('x'))
    const before = JSON.stringify(tree)
    expect(limitDepth(tree, 3, adapter)).toBe(0)
    expect(JSON.stringify(tree)).toBe(before)
  })

  it('flattens what is deeper than the limit into the text of the node at the limit', () => {
    const tree = el('root', el('p', el('b', el('i', text('a'), el('u', text('b'))), text('c'))), el('p', text('d')))
    expect(limitDepth(tree, 2, adapter)).toBe(1)
    expect(tree).toEqual(el('root', el('p', el('b', text('abc'))), el('p', text('d'))))
  })

  it('drops the content of opaque nodes when flattening', () => {
    const tree = el('root', el('p', el('b', text('a'), el('script', text('alert(1)')), text('c'))))
    limitDepth(tree, 1, adapter)
    expect(tree).toEqual(el('root', el('p', text('ac'))))
  })

  it('flattens a node at the limit to nothing when it has no text', () => {
    const tree = el('root', el('p', el('br'), el('img')))
    limitDepth(tree, 1, adapter)
    expect(tree).toEqual(el('root', el('p')))
    expect(tree.children?.[0]?.children).toEqual([])
  })

  it('handles 100 000 levels without recursion and keeps the text', () => {
    const tree = nest(100_000, text('deep'))
    limitDepth(tree, 100, adapter)
    expect(maxDepth(tree)).toBe(100)
    expect(JSON.stringify(tree)).toContain('"value":"deep"')
  })
})
