import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ReviewsGridSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/reviews-grid.js'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { ReviewsGrid } from './ReviewsGrid'

const examples = preparedExamples('sections.reviews-grid')
const base = examples[0]!.raw
const render = (props: ReviewsGridSection) => renderToString(<ReviewsGrid {...prepared('sections.reviews-grid', props)} />)
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')

describe('ReviewsGrid', () => {
  it('renders every review of every schema example as a list item with its quote, author and role', () => {
    for (const { raw, props } of examples) {
      expect(validate(raw)).toBe(true)
      const html = renderToString(<ReviewsGrid {...props} />)
      expect(html.match(/<li/g)).toHaveLength(raw.reviews.length)
      for (const review of raw.reviews) {
        expect(html).toContain(escaped(review.quote))
        expect(html).toContain(escaped(review.author))
        if (review.role) expect(html).toContain(escaped(review.role))
      }
    }
  })

  it('labels the section with its h2 and renders the intro from markdown', () => {
    const html = render(base)
    expect(html).toMatch(/<section[^>]*aria-labelledby="([^"]+)"[^>]*>.*<h2 id="\1"[^>]*>Support people talk about<\/h2>/s)
    expect(html).toContain('<p>Every support call and chat')
  })

  it('shows two or three columns as asked', () => {
    expect(render({ ...base, columns: 2 })).toMatch(/class="[^"]*two/)
    expect(render(base)).toMatch(/class="[^"]*three/)
  })

  it('renders the heading alone when there are no reviews, with no empty list and no structured data', () => {
    const html = render({ ...base, reviews: [] })
    expect(html).toContain('Support people talk about')
    expect(html).not.toContain('<ul')
    expect(html).not.toContain('application/ld+json')
  })

  it('shows the date in British form, initials for a missing photo, and keeps a very long word', () => {
    const word = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch'.repeat(3)
    const html = render({ reviews: [{ quote: word, author: 'Gemma Thornton', date: '2026-02-02' }] })
    expect(html).toContain('<time')
    expect(html).toContain('dateTime="2026-02-02"')
    expect(html).toContain('2 February 2026')
    expect(html).toContain('>GT</span>')
    expect(html).toContain(word)
  })

  it('publishes Review structured data with each rating when the section names what is reviewed', () => {
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(render(base))![1]!)
    expect(data.review.map((r: { reviewRating: { ratingValue: number } }) => r.reviewRating.ratingValue)).toEqual([5, 5, 4])
    expect(render(examples[1]!.raw)).not.toContain('application/ld+json')
  })

  it('enforces its schema: reviews required (may be empty), 2 or 3 columns, at most 12 reviews', () => {
    const { reviews: _, ...noReviews } = base
    expect(validate(noReviews)).toBe(false)
    expect(validate({ reviews: [] })).toBe(true)
    expect(validate({ ...base, columns: 4 })).toBe(false)
    expect(validate({ reviews: Array.from({ length: 13 }, () => ({ quote: 'Q', author: 'A' })) })).toBe(false)
    expect(validate({ reviews: [{ quote: '', author: 'A' }] })).toBe(false)
    expect(validate({ reviews: [{ quote: 'Q', author: 'A', date: '2 February 2026' }] })).toBe(false)
  })
})
