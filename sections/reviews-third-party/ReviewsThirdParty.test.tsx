import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ReviewsThirdPartySection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/reviews-third-party.js'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { ReviewsThirdParty } from './ReviewsThirdParty'

const examples = preparedExamples('sections.reviews-third-party')
const base = examples[0]!.raw
const render = (props: ReviewsThirdPartySection) => renderToString(<ReviewsThirdParty {...prepared('sections.reviews-third-party', props)} />)

describe('ReviewsThirdParty', () => {
  it('renders the static summary of every schema example: rating, count and a link to the provider page', () => {
    for (const { raw, props } of examples) {
      expect(validate(raw)).toBe(true)
      const html = renderToString(<ReviewsThirdParty {...props} />)
      expect(html).toContain(`aria-label="Rated ${raw.rating} out of 5"`)
      expect(html).toContain(`Based on ${raw.reviewCount.toLocaleString('en-GB')} reviews on ${raw.provider}`)
      expect(html).toContain(`href="${raw.profileUrl}" target="_blank" rel="noopener noreferrer"`)
      expect(html).toContain('(opens in a new tab)')
    }
  })

  it('puts no third-party script in the server HTML, only the empty widget container with the business id', () => {
    const html = render(base)
    expect(html).not.toContain('<script')
    expect(html).not.toContain(base.scriptUrl)
    expect(html).toMatch(/<div[^>]*data-review-widget="Starling Reviews" data-business-id="lumen-hosting-uk" data-locale="en-GB" data-state="checking"><\/div>/)
  })

  it("keeps the consent note's place unseen until the stored choice is read (it shows then only where it applies)", () => {
    const html = render(base)
    expect(html).toMatch(/<p class="_note_\w+ _noteUnseen_\w+">Live reviews from Starling Reviews show here once you allow marketing cookies\.<\/p>/)
  })

  it('is its own summary without a script: no widget container, no consent note, nothing to load', () => {
    const { scriptUrl: _, ...noScript } = base
    const html = render(noScript)
    expect(html).toContain('Based on 4,213 reviews on Starling Reviews')
    expect(html).toContain('href="https://www.starlingreviews.example/review/lumenhosting.example"')
    expect(html).not.toContain('data-review-widget')
    expect(html).not.toContain('once you allow')
    expect(validate(noScript)).toBe(true)
  })

  it('publishes no review structured data: the reviews are the provider\'s', () => {
    expect(render(base)).not.toContain('ld+json')
  })

  it('reads a single review and a rating label right', () => {
    const html = render({ ...base, reviewCount: 1, rating: 5, ratingLabel: 'Excellent' })
    expect(html).toContain('Based on 1 review on Starling Reviews')
    expect(html).toContain('Excellent')
    const { ratingLabel: _, ...noLabel } = base
    expect(render(noLabel)).not.toContain('Excellent')
  })

  it('draws a fractional rating to the nearest half star and reads it out exactly', () => {
    const html = render({ ...base, rating: 4.3 })
    expect(html).toContain('aria-label="Rated 4.3 out of 5"')
    expect(html.match(/class="_star_[^"]*"/g)).toHaveLength(5)
    expect(html.match(/class="_star_\w+ _full_\w+"/g)).toHaveLength(4)
    expect(html.match(/class="_star_\w+ _half_\w+"/g)).toHaveLength(1)
  })

  it('enforces its schema: https script when there is one, https profile, a business id, rating 0 to 5, a count', () => {
    for (const key of ['provider', 'profileUrl', 'businessId', 'rating', 'reviewCount'] as const) {
      const { [key]: _, ...missing } = base
      expect(validate(missing), key).toBe(false)
    }
    expect(validate({ ...base, scriptUrl: 'http://widgets.starlingreviews.example/v3/loader.js' })).toBe(false)
    expect(validate({ ...base, scriptUrl: 'javascript:alert(1)' })).toBe(false)
    expect(validate({ ...base, profileUrl: 'https://x.example/a b' })).toBe(false)
    expect(validate({ ...base, businessId: 'a"b' })).toBe(false)
    expect(validate({ ...base, rating: 5.1 })).toBe(false)
    expect(validate({ ...base, reviewCount: -1 })).toBe(false)
    expect(validate({ ...base, consentCategory: 'analytics' })).toBe(false)
  })
})
