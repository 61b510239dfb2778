import type { Element, Properties, Root } from 'hast'
import { describe, expect, it } from 'vitest'
import { applyContentPolicy } from './applyContentPolicy'

function apply(tagName: string, properties: Properties, children: Element['children'] = []): Element {
  const node: Element = { type: 'element', tagName, properties, children }
  const tree: Root = { type: 'root', children: [node] }
  applyContentPolicy(tree)
  return node
}

describe('applyContentPolicy', () => {
  it('removes unsafe href, src and cite values and keeps safe ones', () => {
    expect(apply('a', { href: 'javascript:alert(1)' }).properties).toEqual({})
    expect(apply('img', { src: 'data:image/svg+xml,x' }).properties).toEqual({})
    expect(apply('blockquote', { cite: 'vbscript:x' }).properties).toEqual({})
    expect(apply('a', { href: '//example.com/x' }).properties).toEqual({})
    expect(apply('a', { href: '/docs' }).properties).toEqual({ href: '/docs' })
    expect(apply('img', { src: 'https://example.com/a.png' }).properties).toEqual({ src: 'https://example.com/a.png' })
  })

  it('turns data-colour into a colour class for the colour options only', () => {
    expect(apply('span', { dataColour: 'primary' }).properties).toEqual({ className: ['colour-primary'] })
    expect(apply('span', { dataColour: 'purple' }).properties).toEqual({})
    expect(apply('span', { dataColour: 'primary', className: ['lead'] }).properties).toEqual({ className: ['lead', 'colour-primary'] })
  })

  it('drops colour classes that are not colour options, however they were written', () => {
    expect(apply('span', { className: ['colour-purple', 'colour-danger'] }).properties).toEqual({ className: ['colour-danger'] })
  })

  it('turns data-underline into the custom-underline class', () => {
    expect(apply('u', { dataUnderline: '' }).properties).toEqual({ className: ['custom-underline'] })
  })

  it('keeps data-emit as it is', () => {
    expect(apply('a', { href: '#chat', dataEmit: 'toggleChat' }).properties).toEqual({ href: '#chat', dataEmit: 'toggleChat' })
  })

  it('adds noopener noreferrer to target=_blank links to other hosts', () => {
    expect(apply('a', { href: 'https://example.com', target: '_blank' }).properties.rel).toEqual(['noopener', 'noreferrer'])
    expect(apply('a', { href: 'HTTP://example.com', target: '_blank', rel: ['nofollow'] }).properties.rel).toEqual(['nofollow', 'noopener', 'noreferrer'])
    expect(apply('a', { href: 'https:\\\\example.com', target: '_blank' }).properties.rel).toEqual(['noopener', 'noreferrer'])
  })

  it('adds only noopener to target=_blank links on this site, and nothing without target=_blank', () => {
    expect(apply('a', { href: '/pricing', target: '_blank' }).properties.rel).toEqual(['noopener'])
    expect(apply('a', { href: 'https://example.com' }).properties.rel).toBeUndefined()
  })

  it('keeps safe ids and drops the others', () => {
    expect(apply('h2', { id: 'getting-started' }).properties).toEqual({ id: 'getting-started' })
    expect(apply('h2', { id: 'alert' }).properties).toEqual({})
    expect(apply('div', { id: 'getting-started' }).properties).toEqual({})
  })

  it('doubles a leading newline in pre so that serialising and parsing keep it', () => {
    expect(apply('pre', {}, [{ type: 'text', value: '\ncode' }]).children).toEqual([{ type: 'text', value: '\n\ncode' }])
    expect(apply('pre', {}, [{ type: 'text', value: 'code' }]).children).toEqual([{ type: 'text', value: 'code' }])
  })

  it('keeps an input only as a disabled checkbox, the checkbox of a GFM task list item', () => {
    const input = (properties: Properties): Element => ({ type: 'element', tagName: 'input', properties, children: [] })
    const task = input({ type: 'checkbox', checked: true, disabled: true })
    const inputs = [input({ type: 'checkbox' }), task, input({ disabled: true }), input({ type: 'checkbox', disabled: true })]
    expect(apply('li', {}, inputs).children).toEqual([
      input({ type: 'checkbox', checked: true, disabled: true, ariaLabel: 'Done' }),
      input({ type: 'checkbox', disabled: true, ariaLabel: 'To do' }),
    ])
    const tree: Root = { type: 'root', children: [input({})] }
    applyContentPolicy(tree)
    expect(tree.children).toEqual([])
  })

  it('applies to nested elements', () => {
    const inner: Element = { type: 'element', tagName: 'a', properties: { href: 'javascript:x' }, children: [] }
    apply('p', {}, [inner])
    expect(inner.properties).toEqual({})
  })
})
