import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../runtime/generated/catalogue'
import { sectionMarkdownFields } from '../../runtime/generated/markdownFields'
import type { Card, CardsSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/cards.js'
import { renderMarkdown } from '../../runtime/markdown'
import { renderMarkdownFields } from '../../runtime/registry/renderMarkdownFields'
import { Cards, galleryColumns } from './Cards'

const examples = catalogue.find((e) => e.uid === 'sections.cards')!.examples as CardsSection[]
const render = (props: CardsSection) => renderToString(<Cards {...renderMarkdownFields(props, sectionMarkdownFields['sections.cards'], (md) => renderMarkdown(md))} />)
const card: Card = { heading: 'Shared hosting', text: 'Fast **NVMe** hosting.' }
const columnsOf = (html: string) => Number(/data-columns="(\d)"/.exec(html)?.[1])

describe('Cards', () => {
  it('renders every schema example: every card heading, its text as HTML, its call to action', () => {
    for (const example of examples) {
      expect(validate(example)).toBe(true)
      const html = render(example)
      for (const c of example.cards) {
        expect(html).toContain(`>${c.heading.replace('&', '&amp;')}</h`)
        if (c.cta) expect(html).toContain(`>${c.cta.label}</a>`)
        if (c.image) expect(html).toContain(`src="${c.image.url}"`)
      }
    }
    expect(render(examples[0]!)).toContain('<strong>From £2.49 a month.</strong>')
  })

  it('lays hero cards in the chosen two, three or four columns, three by default (SPEC §9)', () => {
    expect(columnsOf(render({ cards: [card] }))).toBe(3)
    for (const columns of [2, 3, 4]) expect(columnsOf(render({ columns, cards: [card, card] }))).toBe(columns)
  })

  it('makes gallery cards a quarter wide with four or more cards, otherwise a third (SPEC §9)', () => {
    expect([1, 2, 3, 4, 5, 12].map(galleryColumns)).toEqual([3, 3, 3, 4, 4, 4])
    expect(columnsOf(render({ variant: 'gallery', columns: 2, cards: [card, card, card] }))).toBe(3)
    expect(columnsOf(render({ variant: 'gallery', cards: [card, card, card, card] }))).toBe(4)
  })

  it('uses h3 for cards under a section heading and h2 without one, so headings never skip a level', () => {
    expect(render({ heading: 'Plans', cards: [card] })).toMatch(/<h2[^>]*>Plans<\/h2>[\s\S]*<h3[^>]*>Shared hosting<\/h3>/)
    expect(render({ cards: [card] })).toMatch(/<h2[^>]*>Shared hosting<\/h2>/)
  })

  it('ties a call to action to its card heading for screen readers', () => {
    const html = render({ variant: 'gallery', cards: [{ ...card, cta: { label: 'Read the guide', externalLink: '/blog/x' } }] })
    const id = /<h2 id="([^"]+)"/.exec(html)?.[1]
    expect(html).toContain(`aria-describedby="${id}"`)
  })

  it('renders cards without images, and a very long word in a heading', () => {
    const word = 'Antidisestablishmentarianism'.repeat(4)
    const html = render({ cards: [{ heading: word, text: word }] })
    expect(html).not.toContain('<img')
    expect(html).toContain(word)
  })

  it('requires at least one card, and a heading and text on each', () => {
    expect(validate({})).toBe(false)
    expect(validate({ cards: [] })).toBe(false)
    expect(validate({ cards: [{ heading: 'Only a heading' }] })).toBe(false)
    expect(validate({ cards: [{ text: 'Only text' }] })).toBe(false)
    expect(validate({ cards: [card], columns: 5 })).toBe(false)
    expect(validate({ cards: [card], variant: 'masonry' })).toBe(false)
  })
})
