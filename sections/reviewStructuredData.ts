import type { ReviewedItem } from '../runtime/generated/types'

/** One review as structured data needs it, whichever section shows it. */
export interface ReviewFacts {
  author: string
  text: string
  rating?: number | undefined
  date?: string | undefined
  title?: string | undefined
}

/** Options of reviewStructuredData. */
export interface ReviewStructuredDataOptions {
  /**
   * Publish an AggregateRating over the reviews. Only for a complete set, such as every review visitors wrote on
   * this site: an editor's pick of testimonials is not a fair average.
   */
  aggregate?: boolean
}

const rating = (value: number) => ({ '@type': 'Rating', ratingValue: value, bestRating: 5, worstRating: 1 })

/**
 * schema.org data for reviews of `item` (SPEC §1 reviews): the item with its Review list and, when asked for and
 * there are ratings, its AggregateRating. Null without an item or reviews, so nothing half-formed is published.
 * Reviews collected by a third-party provider are never marked up here: they are the provider's to publish.
 */
export function reviewStructuredData(item: ReviewedItem | undefined, reviews: readonly ReviewFacts[], options: ReviewStructuredDataOptions = {}): object | null {
  if (!item || reviews.length === 0) return null
  const rated = reviews.map((r) => r.rating).filter((r): r is number => typeof r === 'number')
  const average = rated.length ? Math.round((rated.reduce((sum, r) => sum + r, 0) / rated.length) * 10) / 10 : undefined
  return {
    '@context': 'https://schema.org',
    '@type': item.schemaType ?? 'Organization',
    name: item.name,
    ...(options.aggregate && average !== undefined
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: rated.length, bestRating: 5, worstRating: 1 } }
      : {}),
    review: reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      reviewBody: r.text,
      ...(r.title ? { name: r.title } : {}),
      ...(r.date ? { datePublished: r.date } : {}),
      ...(typeof r.rating === 'number' ? { reviewRating: rating(r.rating) } : {}),
    })),
  }
}
