import { defaultTreeAdapter, html as namespaces, parseFragment, type DefaultTreeAdapterMap } from 'parse5'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/** Elements that must never be in sanitised output. */
const FORBIDDEN_ELEMENTS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'form',
  'input', 'button', 'textarea', 'select', 'option', 'svg', 'math', 'template', 'noscript', 'xmp', 'plaintext',
  'noembed', 'noframes', 'portal', 'video', 'audio', 'source', 'image', 'animate', 'set', 'use', 'foreignobject',
])

/** Attributes that carry URLs or script and must never be in sanitised output. */
const FORBIDDEN_ATTRIBUTES = new Set([
  'srcset', 'formaction', 'action', 'xlink:href', 'background', 'poster', 'data', 'codebase', 'dynsrc', 'lowsrc',
  'ping', 'name', 'srcdoc', 'manifest', 'form', 'xmlns', 'is', 'autofocus', 'contenteditable',
])

// Deliberately independent of the implementation: a cruder normalisation that errs towards finding things.
function normalise(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#([0-9]+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;?/gi, ':')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\ufeff\\]/g, '')
    .toLowerCase()
}

const SCRIPT_URL = /javascript:|vbscript:|livescript:|mocha:|data:text\/html|data:image\/svg|data:application/

// Attributes whose value is never used as a URL or code: the words of a URL are inert there.
const TEXT_ATTRIBUTES = new Set(['title', 'alt', 'aria-label', 'class', 'data-emit', 'lang', 'dir'])
const SCRIPT_STYLE = /expression\(|javascript:|vbscript:|behavior:|-moz-binding|@import|url\((?!["']?(?:https?:|\/|\.\.?\/|#|data:image\/(?:png|gif|jpeg|webp)))/

// A GFM task list item's checkbox: disabled, with no attribute but its type and state, it can neither run nor submit.
function isTaskCheckbox(element: Element): boolean {
  const attributes = new Map(element.attrs.map((attribute) => [attribute.name.toLowerCase(), attribute.value.toLowerCase()]))
  return attributes.get('type') === 'checkbox' && attributes.has('disabled') && [...attributes.keys()].every((name) => ['type', 'checked', 'disabled', 'aria-label'].includes(name))
}

function problemsOf(element: Element): string[] {
  const problems: string[] = []
  const name = element.tagName.toLowerCase()
  if (FORBIDDEN_ELEMENTS.has(name) && !(name === 'input' && isTaskCheckbox(element))) problems.push(`<${name}> element`)
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`<${name}> in ${element.namespaceURI}`)
  for (const attribute of element.attrs) {
    const attributeName = (attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name).toLowerCase()
    const value = normalise(attribute.value)
    if (attributeName.startsWith('on')) problems.push(`${attributeName} attribute on <${name}>`)
    if (FORBIDDEN_ATTRIBUTES.has(attributeName)) problems.push(`${attributeName} attribute on <${name}>`)
    if (!TEXT_ATTRIBUTES.has(attributeName) && SCRIPT_URL.test(value)) {
      problems.push(`script URL in ${attributeName} on <${name}>: ${attribute.value.slice(0, 80)}`)
    }
    if (attributeName === 'style' && SCRIPT_STYLE.test(value)) problems.push(`script-like style on <${name}>: ${attribute.value.slice(0, 80)}`)
  }
  return problems
}

/**
 * Test helper: what in a piece of supposedly sanitised HTML could still run script, judged statically and
 * independently of the sanitiser: forbidden or foreign elements, event handler and URL-carrying attributes,
 * script URLs in any attribute, script-like styles, a literal `<script`. An empty list means nothing found.
 */
export function findScriptVectors(html: string): string[] {
  const problems: string[] = []
  if (/<script/i.test(html)) problems.push('literal <script')
  const context = defaultTreeAdapter.createElement('div', namespaces.NS.HTML, [])
  const stack: Node[] = [parseFragment(context, html, {})]
  while (stack.length > 0) {
    const node = stack.pop() as Node
    if (node.nodeName === '#comment') problems.push('comment')
    if ('tagName' in node) for (const problem of problemsOf(node)) problems.push(problem)
    if ('childNodes' in node) for (const child of node.childNodes) stack.push(child)
    if ('content' in node) stack.push(node.content)
  }
  return problems
}
