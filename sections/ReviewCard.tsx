import { useSectionLocale } from './SectionWords'
import type { Review } from '../runtime/generated/types'
import { Avatar } from './Avatar'
import { formatDate } from './formatDate'
import { PlainText } from './PlainText'
import { StarRating } from './StarRating'
import styles from './ReviewCard.module.css'

/** Props of ReviewCard. */
export interface ReviewCardProps {
  review: Review
  /** `large` for a review shown on its own (reviews-single, a carousel slide). */
  size?: 'normal' | 'large'
  className?: string | undefined
}

/** One quoted review: its stars, the customer's words, and who they are (figure, blockquote, figcaption). */
export function ReviewCard({ review, size = 'normal', className }: ReviewCardProps) {
  const locale = useSectionLocale()
  return (
    <figure className={[styles.card, size === 'large' ? styles.large : undefined, className].filter(Boolean).join(' ')}>
      {typeof review.rating === 'number' && <StarRating rating={review.rating} className={styles.rating} />}
      <blockquote className={styles.quote}>
        <PlainText text={review.quote} />
      </blockquote>
      <figcaption className={styles.caption}>
        <Avatar name={review.author} photo={review.avatar} sizes={size === 'large' ? '4.5rem' : '3rem'} className={styles.avatar} />
        <span className={styles.who}>
          <span className={styles.author}>{review.author}</span>
          {review.role && <span className={styles.role}>{review.role}</span>}
          {review.date && (
            <time className={styles.date} dateTime={review.date}>
              {formatDate(review.date, locale)}
            </time>
          )}
        </span>
      </figcaption>
    </figure>
  )
}
