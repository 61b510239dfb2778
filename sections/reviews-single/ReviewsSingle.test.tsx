import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ReviewsSingleSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/reviews-single.js'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { ReviewsSingle } from './ReviewsSingle'

const examples = preparedExamples('sections.reviews-single')
const base = examples[0]!.raw
const render = (props: ReviewsSingleSection) => renderToString(<ReviewsSingle {...prepared('sections.reviews-single', props)} />)
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')

describe('ReviewsSingle', () => {
  it('renders every schema example as one quote with its author', () => {
    for (const { raw, props } of examples) {
      expect(validate(raw)).toBe(true)
      const html = renderToString(<ReviewsSingle {...props} />)
      expect(html).toMatch(/<figure[^>]*>.*<blockquote[^>]*>.*<\/blockquote>.*<figcaption/s)
      expect(html).toContain(escaped(raw.review.quote))
      expect(html).toContain(escaped(raw.review.author))
      if (raw.heading) expect(html).toContain(`>${raw.heading}</h2>`)
    }
  })

  it('stands alone without a heading: no h2 and no landmark name', () => {
    const html = render(base)
    expect(html).not.toContain('<h2')
    expect(html).not.toContain('aria-labelledby')
  })

  it('reads the rating out, and leaves the stars out when there is none', () => {
    expect(render(base)).toContain('aria-label="Rated 5 out of 5"')
    expect(render(examples[1]!.raw)).not.toContain('Rated')
  })

  it('shows the photo sized and lazy, or the initials without one', () => {
    expect(render(base)).toMatch(/<img[^>]*src="\/uploads\/avatar-owain-jenkins.jpg"[^>]*width="400"[^>]*height="400"[^>]*loading="lazy"/)
    const html = render({ review: { quote: 'Q', author: 'Dev Chaudhry' } })
    expect(html).not.toContain('<img')
    expect(html).toContain('>DC</span>')
  })

  it('keeps a very long word', () => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(4)
    expect(render({ review: { quote: word, author: 'A' } })).toContain(word)
  })

  it('publishes one Review when the section names what is reviewed', () => {
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(render(base))![1]!)
    expect(data).toMatchObject({ '@type': 'Organization', name: 'Lumen Hosting', review: [{ '@type': 'Review', datePublished: '2026-01-23' }] })
    expect(render(examples[1]!.raw)).not.toContain('application/ld+json')
  })

  it('enforces its schema: a review with words and an author', () => {
    expect(validate({})).toBe(false)
    expect(validate({ review: { author: 'A' } })).toBe(false)
    expect(validate({ review: { quote: 'Q' } })).toBe(false)
    expect(validate({ review: { quote: 'Q', author: 'A' }, heading: '' })).toBe(false)
    expect(validate({ review: { quote: 'Q', author: 'A' }, reviewedItem: { schemaType: 'Organization' } })).toBe(false)
    expect(validate({ review: { quote: 'Q', author: 'A' }, reviewedItem: { name: 'Lumen', schemaType: 'Person' } })).toBe(false)
    expect(validate({ review: { quote: 'Q', author: 'A' } })).toBe(true)
  })
})
