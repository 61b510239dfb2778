import type { Root } from 'hast'
import { fromParse5 } from 'hast-util-from-parse5'
import { defaultTreeAdapter, html, parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import type { Plugin } from 'unified'
import { limitDepth, type DepthAdapter } from './limitDepth'
import { DEFAULT_NESTING_LIMIT } from './nestingLimit'
import { STRIPPED_ELEMENTS } from './schema'

type Node = DefaultTreeAdapterMap['node']
type ParentNode = DefaultTreeAdapterMap['parentNode']

const OPAQUE: ReadonlySet<string> = new Set(STRIPPED_ELEMENTS)

const parse5Depth: DepthAdapter<Node> = {
  children: (node) => ('childNodes' in node ? node.childNodes : undefined),
  text: (node) => (node.nodeName === '#text' ? (node as DefaultTreeAdapterMap['textNode']).value : undefined),
  opaque: (node) => OPAQUE.has(node.nodeName),
  flatten(node, text) {
    const parent = node as ParentNode
    parent.childNodes = []
    if (text !== '') defaultTreeAdapter.insertText(parent, text)
  },
}

/**
 * Parses an HTML fragment as the browser does for `div.innerHTML` (parse5: the WHATWG algorithm, scripting
 * enabled, so `<noscript>` is raw text exactly as in a page), limits its nesting to `maxDepth` before any
 * recursive step, and returns it as hast. No DOM is needed, so it runs the same on the server and in the browser.
 */
export function parseHtmlFragment(source: string, maxDepth: number): Root {
  const context = defaultTreeAdapter.createElement('div', html.NS.HTML, [])
  const fragment = parseFragment(context, source, {})
  limitDepth<Node>(fragment, maxDepth, parse5Depth)
  return fromParse5(fragment) as Root
}

declare module 'vfile' {
  interface DataMap {
    /** The nesting limit {@link rehypeParseHtmlFragment} parses a file with. */
    maxDepth: number
  }
}

/**
 * {@link parseHtmlFragment} as a unified parser plugin, the first step of the sanitiser (sanitizeFragment): it parses
 * each file with the nesting limit in its `data.maxDepth`, or the default one.
 */
export const rehypeParseHtmlFragment: Plugin<[], string, Root> = function () {
  this.parser = (document, file) => parseHtmlFragment(document, file.data.maxDepth ?? DEFAULT_NESTING_LIMIT)
}
