import { useId } from 'react'
import type { ReviewsGridSection } from '../../runtime/generated/types'
import { Html } from '../Html'
import { JsonLd } from '../JsonLd'
import { ReviewCard } from '../ReviewCard'
import { reviewStructuredData } from '../reviewStructuredData'
import { Section } from '../Section'
import { useSectionWords } from '../SectionWords'
import styles from './ReviewsGrid.module.css'

/** Reviews grid (schemas/sections/reviews-grid.schema.json): quoted reviews in two or three columns. */
export function ReviewsGrid({ heading, intro, reviews, columns = 3, reviewedItem, anchor, spacing, colour }: ReviewsGridSection) {
  const headingId = useId()
  const words = useSectionWords().sectionText.reviews
  const structuredData = reviewStructuredData(
    reviewedItem,
    reviews.map((r) => ({ author: r.author, text: r.quote, rating: r.rating, date: r.date })),
  )
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={headingId} className={styles.reviewsGrid}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {heading ?? words.heading}
        </h2>
        {intro && <Html html={intro} className={`prose ${styles.intro}`} />}
      </div>
      {reviews.length > 0 && (
        <ul className={`${styles.grid} ${columns === 2 ? styles.two : styles.three}`}>
          {reviews.map((review, i) => (
            <li key={review.id ?? i} className={styles.item}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
      {structuredData && <JsonLd data={structuredData} />}
    </Section>
  )
}
