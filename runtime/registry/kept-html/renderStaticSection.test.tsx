import { useId } from 'react'
import { describe, expect, it } from 'vitest'
import { renderStaticSection, splitOuterElement } from './renderStaticSection'

function Labelled({ heading }: { heading: string }) {
  const id = useId()
  return (
    <section id="plans" className="section spacing-lg" aria-labelledby={id} data-kind="a&quot;b">
      <h2 id={id}>{heading}</h2>
      <section className="nested">Inner</section>
    </section>
  )
}

describe('renderStaticSection', () => {
  it('renders a section to its outer element as props and its inner HTML, with no hydration markers', () => {
    const html = renderStaticSection(Labelled, { heading: 'Plans & prices' }, 'p0-')!
    expect(html.tag).toBe('section')
    expect(html.attributes).toEqual({ id: 'plans', className: 'section spacing-lg', 'aria-labelledby': expect.stringContaining('p0-'), 'data-kind': 'a"b' })
    expect(html.inner).toBe(`<h2 id="${html.attributes['aria-labelledby']}">Plans &amp; prices</h2><section class="nested">Inner</section>`)
  })

  it('gives the ids of two sections of one page different prefixes', () => {
    const a = renderStaticSection(Labelled, { heading: 'A' }, 'a0-')!
    const b = renderStaticSection(Labelled, { heading: 'B' }, 'b3-')!
    expect(a.attributes['aria-labelledby']).not.toBe(b.attributes['aria-labelledby'])
  })

  it('throws what the component throws, for the caller to fall back', () => {
    const Broken = () => {
      throw new Error('no price')
    }
    expect(() => renderStaticSection(Broken, {}, 'x-')).toThrow('no price')
  })
})

describe('splitOuterElement', () => {
  it.each([
    ['two elements side by side', '<section>a</section><section>b</section>'],
    ['text around an element', 'text<section>a</section>'],
    ['an attribute a prop cannot carry as it is', '<section style="color:red">a</section>'],
    ['a boolean attribute', '<section hidden="">a</section>'],
    ['no element at all', 'text'],
  ])('keeps the section a component for %s', (_name, html) => {
    expect(splitOuterElement(html)).toBeUndefined()
  })

  it('leaves out the image preload hints React writes ahead of the element', () => {
    expect(splitOuterElement('<link rel="preload" as="image" href="/a.avif"/><section id="s"><img src="/a.avif"></section>')).toEqual({
      tag: 'section',
      attributes: { id: 's' },
      inner: '<img src="/a.avif">',
    })
  })

  it('unescapes attribute values, which React escapes again', () => {
    expect(splitOuterElement('<div title="Tom &amp; &quot;Jerry&quot;">x</div>')).toEqual({ tag: 'div', attributes: { title: 'Tom & "Jerry"' }, inner: 'x' })
  })
})
