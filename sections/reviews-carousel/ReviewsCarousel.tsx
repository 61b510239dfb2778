import { useId, type KeyboardEvent } from 'react'
import type { ReviewsCarouselSection } from '../../runtime/generated/types'
import { useCarousel } from '../../runtime/machines/react/useCarousel'
import { format } from '../../runtime/i18n/format'
import { Html } from '../Html'
import { JsonLd } from '../JsonLd'
import { ReviewCard } from '../ReviewCard'
import { reviewStructuredData } from '../reviewStructuredData'
import { Section } from '../Section'
import { useSectionWords } from '../SectionWords'
import styles from './ReviewsCarousel.module.css'

const KEYS: Record<string, 'NEXT' | 'PREVIOUS'> = { ArrowRight: 'NEXT', ArrowLeft: 'PREVIOUS' }

/**
 * Reviews carousel (schemas/sections/reviews-carousel.schema.json), after the WAI-ARIA APG carousel pattern: a
 * region with aria-roledescription "carousel", the rotation control first, previous and next buttons, the arrow
 * keys, and slides labelled "n of m". The server renders every review as a swipeable row, so the content reads
 * without JavaScript; once hydrated one review shows at a time (behaviour: runtime/machines/carouselMachine).
 */
export function ReviewsCarousel({ heading, intro, reviews, autoAdvance = true, interval = 8, reviewedItem, anchor, spacing, colour = 'light' }: ReviewsCarouselSection) {
  const headingId = useId()
  const slidesId = useId()
  const words = useSectionWords().sectionText.reviews
  const count = reviews.length
  const { index, interactive, playing, moving, send } = useCarousel({ count, interval: interval * 1000, autoAdvance })
  // drawn from the server render on (disabled until hydrated), so nothing moves when they start working
  const controls = count > 1

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const type = KEYS[event.key]
    if (!type || !controls || !interactive || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    send({ type })
  }

  const structuredData = reviewStructuredData(
    reviewedItem,
    reviews.map((r) => ({ author: r.author, text: r.quote, rating: r.rating, date: r.date })),
  )
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} className={styles.reviewsCarousel}>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-labelledby={headingId}
        className={styles.carousel}
        onKeyDown={onKeyDown}
        onPointerEnter={() => send({ type: 'POINTER_ENTER' })}
        onPointerLeave={() => send({ type: 'POINTER_LEAVE' })}
        onFocus={() => send({ type: 'FOCUS_IN' })}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send({ type: 'FOCUS_OUT' })
        }}
      >
        <div className={styles.header}>
          <div className={styles.titles}>
            <h2 id={headingId} className={styles.heading}>
              {heading ?? words.heading}
            </h2>
            {intro && <Html html={intro} className={`prose ${styles.intro}`} />}
          </div>
          {controls && (
            <div className={styles.controls}>
              <button type="button" className={styles.control} disabled={!interactive} onClick={() => send({ type: playing ? 'PAUSE' : 'PLAY' })} aria-label={playing ? words.pause : words.play}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
                </svg>
              </button>
              <button type="button" className={styles.control} disabled={!interactive} onClick={() => send({ type: 'PREVIOUS' })} aria-controls={slidesId} aria-label={words.previous}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
                </svg>
              </button>
              <span className={styles.position} aria-hidden="true">
                {index + 1} / {count}
              </span>
              <button type="button" className={styles.control} disabled={!interactive} onClick={() => send({ type: 'NEXT' })} aria-controls={slidesId} aria-label={words.next}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z" />
                </svg>
              </button>
            </div>
          )}
        </div>
        {/* polite while still, off while rotating: the APG's rule, so auto-advance never talks over the visitor */}
        <div
          id={slidesId}
          className={interactive ? `${styles.slides} ${styles.interactive}` : styles.slides}
          aria-live={moving ? 'off' : 'polite'}
          // before hydration the row scrolls sideways: focusable so keyboard users can scroll it too
          tabIndex={interactive ? undefined : 0}
        >
          {reviews.map((review, i) => {
            const current = !interactive || i === index
            return (
              <div
                key={review.id ?? i}
                role="group"
                aria-roledescription="slide"
                aria-label={format(words.slide, { number: i + 1, count })}
                className={interactive && current ? `${styles.slide} ${styles.current}` : styles.slide}
                inert={!current}
              >
                <ReviewCard review={review} size="large" />
              </div>
            )
          })}
        </div>
      </div>
      {structuredData && <JsonLd data={structuredData} />}
    </Section>
  )
}
