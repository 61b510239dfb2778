import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ReviewsUserSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/reviews-user.js'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { ReviewsUser } from './ReviewsUser'

const examples = preparedExamples('sections.reviews-user')
const base = examples[0]!.raw
const render = (props: ReviewsUserSection) => renderToString(<ReviewsUser {...prepared('sections.reviews-user', props)} />)
const ldJson = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!)

describe('ReviewsUser', () => {
  it('renders every schema example: each review with "Rated n out of 5", name and date, or the empty text', () => {
    for (const { raw, props } of examples) {
      expect(validate(raw)).toBe(true)
      const html = renderToString(<ReviewsUser {...props} />)
      if (raw.reviews.length === 0) expect(html).toContain(raw.emptyText!.replace(/'/g, '&#x27;'))
      for (const review of raw.reviews) {
        expect(html).toContain(`aria-label="Rated ${review.rating} out of 5"`)
        expect(html).toContain(review.name)
        expect(html).toContain(`dateTime="${review.date}"`)
      }
    }
  })

  it('shows the average over every review', () => {
    const html = render(base)
    expect(html).toContain('aria-label="Rated 4.3 out of 5"')
    expect(html).toContain('4.3 out of 5</strong>, from 4 reviews')
  })

  it('shows dates in British form and titles when given', () => {
    const html = render(base)
    expect(html).toContain('18 February 2026')
    expect(html).toContain('Quicker than our old host by a mile')
  })

  it('never reads a visitor\'s text as markup', () => {
    const html = render({ reviews: [{ name: '<b>Eve</b>', rating: 1, date: '2026-01-01', text: '<img src=x onerror=alert(1)> **not bold**' }] })
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; **not bold**')
  })

  it('shows the empty text and no average or structured data when there are no reviews', () => {
    const html = render({ reviews: [], reviewedItem: { name: 'Lumen VPS', schemaType: 'Product' } })
    expect(html).toContain('No reviews yet.')
    expect(html).not.toContain('Rated')
    expect(html).not.toContain('ld+json')
  })

  it('keeps a very long word', () => {
    const word = 'x'.repeat(300)
    expect(render({ reviews: [{ name: word, rating: 5, date: '2026-01-01', text: word }] }).match(new RegExp(word, 'g'))).toHaveLength(2)
  })

  it('publishes AggregateRating and every Review for the item reviewed', () => {
    const data = ldJson(render(base))
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Lumen WordPress hosting',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 4, bestRating: 5, worstRating: 1 },
    })
    expect(data.review).toHaveLength(4)
    expect(data.review[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Alison R.' },
      name: 'Quicker than our old host by a mile',
      reviewBody: base.reviews[0]!.text,
      datePublished: '2026-02-18',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    })
    const { reviewedItem: _, ...noItem } = base
    expect(render(noItem)).not.toContain('ld+json')
  })

  it('enforces its schema: name, rating 1 to 5, date and text on every review', () => {
    const review = base.reviews[0]!
    for (const key of ['name', 'rating', 'date', 'text'] as const) {
      const { [key]: _, ...missing } = review
      expect(validate({ reviews: [missing] }), key).toBe(false)
    }
    expect(validate({ reviews: [{ ...review, rating: 0 }] })).toBe(false)
    expect(validate({ reviews: [{ ...review, rating: 4.5 }] })).toBe(false)
    expect(validate({ reviews: [{ ...review, date: '18/02/2026' }] })).toBe(false)
    expect(validate({ reviews: [{ ...review, text: '' }] })).toBe(false)
    expect(validate({})).toBe(false)
    expect(validate({ reviews: [] })).toBe(true)
  })
})
