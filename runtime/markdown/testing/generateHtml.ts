import type { Random } from './createRandom'

const TAGS = [
  'a', 'b', 'i', 'p', 'div', 'span', 'em', 'strong', 'u', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3',
  'table', 'tbody', 'thead', 'tr', 'td', 'th', 'caption', 'colgroup', 'col', 'img', 'br', 'hr', 'details', 'summary',
  'font', 'nobr', 'center', 'marquee', 'button', 'form', 'input', 'select', 'option', 'textarea', 'listing', 'xmp',
  'script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'mtext', 'mglyph', 'mi',
  'annotation-xml', 'foreignObject', 'desc', 'title', 'image', 'use', 'animate', 'set', 'base', 'meta', 'link',
  'frameset', 'plaintext', 'noembed', 'x-widget', 'dialog', 'label', 'fieldset', 'legend', 'frame', 'keygen',
]

const ATTRIBUTES = [
  'href', 'src', 'style', 'id', 'name', 'class', 'title', 'target', 'rel', 'onerror', 'onload', 'onclick', 'ONMOUSEOVER',
  'data-emit', 'data-colour', 'data-underline', 'srcset', 'formaction', 'action', 'xlink:href', 'background', 'cite',
  'align', 'colspan', 'open', 'is', 'xmlns', 'encoding', 'alt',
]

const VALUES = [
  'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\tscript:alert(1)', 'jav&#x09;ascript:alert(1)',
  '&#106;avascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>',
  'data:image/png;base64,iVBORw0KGgo=', 'data:image/svg+xml,<svg onload=alert(1)>', 'https://example.com/a?b=1&c=2',
  '//evil.example', '/path', './rel', '../up', '#anchor', 'mailto:a@b.c', 'tel:+1', 'ftp://f', 'x', '',
  'color: red', 'background:url(javascript:alert(1))', 'width: expression(alert(1))', 'behavior: url(x.htc)',
  '-moz-binding: url(x.xml#xss)', 'primary', 'purple', '_blank', 'noopener', 'getting-started', 'alert',
  '"><img src=x onerror=alert(1)>', "'; alert(1); '", '</style><img src=x onerror=alert(1)>', 'text/html',
  'http://www.w3.org/1998/Math/MathML', '&lt;img src=x onerror=alert(1)&gt;', '\u0000javascript:alert(1)',
]

const TEXTS = [
  'text', ' ', '\n', '\n\n', '<', '>', '&', '&amp;', '&lt;script&gt;', '"', "'", '`', ']]>', '<!--', '-->', '&#0;',
  '\u0000', '\r\n', 'alert(1)', '<![CDATA[', '<?xml', '</', '\t', 'é', '\u2028',
]

function attribute(random: Random): string {
  const name = random.pick(ATTRIBUTES)
  const value = random.pick(VALUES)
  switch (random.int(4)) {
    case 0: return ` ${name}`
    case 1: return ` ${name}=${value.replace(/[\s>]/g, '')}`
    case 2: return ` ${name}='${value.replace(/'/g, '&#39;')}'`
    default: return ` ${name}="${value.replace(/"/g, '&quot;')}"`
  }
}

/**
 * Test helper: a random, often malformed HTML fragment from a vocabulary chosen to stress sanitisers (table
 * foster-parenting, foreign content, raw-text elements, formatting-element adoption, dangerous URLs and
 * attributes, comments). The same `random` sequence gives the same fragment.
 */
export function generateHtml(random: Random, size = 30): string {
  const parts: string[] = []
  const open: string[] = []
  for (let i = 0; i < size; i++) {
    const roll = random.int(10)
    if (roll < 4) {
      const tag = random.pick(TAGS)
      let attributes = ''
      for (let a = random.int(3); a > 0; a--) attributes += attribute(random)
      parts.push(`<${tag}${attributes}${random.int(8) === 0 ? '/' : ''}>`)
      open.push(tag)
    } else if (roll < 6 && open.length > 0) {
      parts.push(`</${random.int(4) === 0 ? random.pick(TAGS) : open.pop()}>`)
    } else if (roll < 7) {
      parts.push(random.pick(['<!-- c -->', '<!-->', '<!--<script>-->', '<!DOCTYPE html>', '<![CDATA[x]]>', '<?php ?>', '</ x>']))
    } else {
      parts.push(random.pick(TEXTS))
    }
  }
  return parts.join('')
}
