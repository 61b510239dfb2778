import { useId } from 'react'
import { useSectionLocale } from '../SectionWords'
import type { ReviewsSingleSection } from '../../runtime/generated/types'
import { Avatar } from '../Avatar'
import { formatDate } from '../formatDate'
import { JsonLd } from '../JsonLd'
import { PlainText } from '../PlainText'
import { reviewStructuredData } from '../reviewStructuredData'
import { Section } from '../Section'
import { StarRating } from '../StarRating'
import styles from './ReviewsSingle.module.css'

/** Reviews single (schemas/sections/reviews-single.schema.json): one review as a large pull quote. */
export function ReviewsSingle({ heading, review, reviewedItem, anchor, spacing = 'lg', colour }: ReviewsSingleSection) {
  const headingId = useId()
  const locale = useSectionLocale()
  const structuredData = reviewStructuredData(reviewedItem, [{ author: review.author, text: review.quote, rating: review.rating, date: review.date }])
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={heading ? headingId : undefined} className={styles.reviewsSingle}>
      {heading && (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      )}
      <figure className={styles.figure}>
        <svg className={styles.mark} viewBox="0 0 48 36" aria-hidden="true" focusable="false">
          <path d="M0 36V22C0 9.6 6.4 2.3 19.2 0l2 4.6C14.4 6.6 11 10.4 10.6 16H20v20zm27 0V22C27 9.6 33.4 2.3 46.2 0l2 4.6C41.4 6.6 38 10.4 37.6 16H47v20z" />
        </svg>
        {typeof review.rating === 'number' && <StarRating rating={review.rating} className={styles.rating} />}
        <blockquote className={styles.quote}>
          <PlainText text={review.quote} />
        </blockquote>
        <figcaption className={styles.caption}>
          <Avatar name={review.author} photo={review.avatar} sizes="4.5rem" className={styles.avatar} />
          <span className={styles.who}>
            <span className={styles.author}>{review.author}</span>
            {review.role && <span className={styles.role}>{review.role}</span>}
            {review.date && (
              <time className={styles.role} dateTime={review.date}>
                {formatDate(review.date, locale)}
              </time>
            )}
          </span>
        </figcaption>
      </figure>
      {structuredData && <JsonLd data={structuredData} />}
    </Section>
  )
}
