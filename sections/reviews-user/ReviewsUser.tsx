import { useId } from 'react'
import { format, plural } from '../../runtime/i18n/format'
import { useSectionLocale, useSectionWords } from '../SectionWords'
import type { ReviewsUserSection } from '../../runtime/generated/types'
import { formatDate } from '../formatDate'
import { Html } from '../Html'
import { JsonLd } from '../JsonLd'
import { PlainText } from '../PlainText'
import { reviewStructuredData } from '../reviewStructuredData'
import { Section } from '../Section'
import { formatRating, StarRating } from '../StarRating'
import styles from './ReviewsUser.module.css'

/**
 * Reviews visitors wrote on this site (schemas/sections/reviews-user.schema.json): the average over all of them,
 * then each review with its stars ("Rated 4 out of 5"), title, words, name and date. The words are the visitor's
 * own, shown as plain text and never parsed as markup. Published as AggregateRating and Review structured data
 * when the section names what is reviewed: this is the complete set, so the average is a fair one.
 */
export function ReviewsUser({ heading, intro, reviews, emptyText, reviewedItem, anchor, spacing, colour }: ReviewsUserSection) {
  const headingId = useId()
  const locale = useSectionLocale()
  const words = useSectionWords().sectionText.reviews
  const average = reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0
  const structuredData = reviewStructuredData(
    reviewedItem,
    reviews.map((r) => ({ author: r.name, text: r.text, rating: r.rating, date: r.date, title: r.title })),
    { aggregate: true },
  )
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={headingId} className={styles.reviewsUser}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {heading ?? words.userHeading}
        </h2>
        {intro && <Html html={intro} className={`prose ${styles.intro}`} />}
      </div>
      {reviews.length === 0 ? (
        <p className={styles.empty}>{emptyText ?? words.noReviews}</p>
      ) : (
        <>
          <p className={styles.summary}>
            <StarRating rating={average} className={styles.summaryStars} />
            <span>
              <strong className={styles.average}>{format(words.average, { rating: formatRating(average, locale) })}</strong>
              {format(plural(words.fromCount, reviews.length, locale), { count: reviews.length })}
            </span>
          </p>
          <ol className={styles.list}>
            {reviews.map((review, i) => (
              <li key={review.id ?? i} className={styles.review}>
                <StarRating rating={review.rating} />
                {review.title && <p className={styles.title}>{review.title}</p>}
                <PlainText text={review.text} className={styles.text} />
                <p className={styles.byline}>
                  <span className={styles.name}>{review.name}</span>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={review.date}>{formatDate(review.date, locale)}</time>
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
      {structuredData && <JsonLd data={structuredData} />}
    </Section>
  )
}
