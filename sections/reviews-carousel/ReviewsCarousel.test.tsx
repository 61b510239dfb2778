import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ReviewsCarouselSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/reviews-carousel.js'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { ReviewsCarousel } from './ReviewsCarousel'

const examples = preparedExamples('sections.reviews-carousel')
const base = examples[0]!.raw
const render = (props: ReviewsCarouselSection) => renderToString(<ReviewsCarousel {...prepared('sections.reviews-carousel', props)} />)
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')

describe('ReviewsCarousel', () => {
  it('renders every review of every schema example, each a slide labelled "n of m"', () => {
    for (const { raw, props } of examples) {
      expect(validate(raw)).toBe(true)
      const html = renderToString(<ReviewsCarousel {...props} />)
      expect(html).toContain('role="region"')
      expect(html).toContain('aria-roledescription="carousel"')
      raw.reviews.forEach((review, i) => {
        expect(html).toContain(escaped(review.author))
        expect(html).toContain(escaped(review.quote))
        expect(html).toContain(`aria-label="${i + 1} of ${raw.reviews.length}"`)
      })
      expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(raw.reviews.length)
    }
  })

  it('names the carousel region by its heading', () => {
    const html = render(base)
    const labelledBy = /aria-roledescription="carousel" aria-labelledby="([^"]+)"/.exec(html)?.[1]
    expect(labelledBy).toBeTruthy()
    expect(html).toContain(`id="${labelledBy}"`)
    expect(html).toMatch(/<h2[^>]*>What our customers say<\/h2>/)
  })

  it('renders the pause, previous and next controls disabled until it is hydrated, first the rotation control', () => {
    const html = render(base)
    const labels = [...html.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((m) => m[1])
    expect(labels).toEqual(['Start automatic slide show', 'Previous review', 'Next review'])
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(3)
  })

  it('leaves every slide reachable in the server HTML (no slide is inert before hydration)', () => {
    expect(render(base)).not.toContain('inert')
  })

  it('has no controls for a single review', () => {
    const html = render({ ...base, reviews: [base.reviews[0]!] })
    expect(html).not.toContain('<button')
    expect(html).toContain('aria-label="1 of 1"')
  })

  it('shows stars as "Rated n out of 5" only for rated reviews, and initials when there is no photo', () => {
    const html = render({ reviews: [{ quote: 'Great.', author: 'Fiona MacLeod', rating: 4 }, { quote: 'Fine.', author: 'Raj Patel' }] })
    expect(html.match(/aria-label="Rated \d out of 5"/g)).toEqual(['aria-label="Rated 4 out of 5"'])
    expect(html).toContain('>FM</span>')
    expect(html).toContain('>RP</span>')
    expect(html).not.toContain('<img')
  })

  it('keeps a very long word and several paragraphs of a quote as written', () => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(6)
    const html = render({ reviews: [{ quote: `${word}\n\nSecond paragraph.`, author: 'A' }, { quote: 'B', author: 'B' }] })
    expect(html).toContain(`<p>${word}</p><p>Second paragraph.</p>`)
  })

  it('publishes Review structured data only when the section names what is reviewed', () => {
    const withItem = render(base)
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(withItem)![1]!)
    expect(data).toMatchObject({ '@type': 'Organization', name: 'Lumen Hosting' })
    expect(data.review).toHaveLength(base.reviews.length)
    expect(data.review[0]).toMatchObject({ '@type': 'Review', author: { name: 'Hannah Pritchard' }, reviewRating: { ratingValue: 5, bestRating: 5 } })
    expect(data.aggregateRating).toBeUndefined()
    const { reviewedItem: _, ...withoutItem } = base
    expect(render(withoutItem)).not.toContain('application/ld+json')
  })

  it('enforces its schema: at least one review, each with words and an author, ratings 1 to 5, never faster than 5 s', () => {
    expect(validate({ ...base, reviews: [] })).toBe(false)
    const { reviews: _, ...noReviews } = base
    expect(validate(noReviews)).toBe(false)
    expect(validate({ reviews: [{ author: 'A' }] })).toBe(false)
    expect(validate({ reviews: [{ quote: 'Q' }] })).toBe(false)
    expect(validate({ reviews: [{ quote: 'Q', author: 'A', rating: 6 }] })).toBe(false)
    expect(validate({ reviews: [{ quote: 'Q', author: 'A', rating: 0 }] })).toBe(false)
    expect(validate({ ...base, interval: 4 })).toBe(false)
    expect(validate({ ...base, interval: 5 })).toBe(true)
    expect(validate({ ...base, spacing: 'huge' })).toBe(false)
    expect(validate({ reviews: [{ quote: 'Q', author: 'A' }] })).toBe(true)
  })
})
