import styles from './StarRating.module.css'

/** Props of StarRating. */
export interface StarRatingProps {
  /** The rating, from 0 to `max`; shown to the nearest half star, read out exactly. */
  rating: number
  /** The best rating. Default 5. */
  max?: number
  className?: string | undefined
}

// a five-pointed star in a 24×24 box, and its left half (for half stars)
const STAR = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z'
const HALF = 'M12 2v15.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z'

/** The rating as people say it: 4, 4.5, 4.8 (at most one decimal). */
export function formatRating(rating: number): string {
  return String(Math.round(rating * 10) / 10)
}

/**
 * A rating drawn as stars and read out as "Rated 4 out of 5": one image to assistive technology, with no
 * inline styles (nothing for a strict CSP to block).
 */
export function StarRating({ rating, max = 5, className }: StarRatingProps) {
  const clamped = Math.min(Math.max(rating, 0), max)
  const halves = Math.round(clamped * 2)
  return (
    <span className={[styles.stars, className].filter(Boolean).join(' ')} role="img" aria-label={`Rated ${formatRating(clamped)} out of ${max}`}>
      {Array.from({ length: max }, (_, i) => {
        const fill = halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty'
        return (
          <svg key={i} className={styles.star} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path className={styles.empty} d={STAR} />
            {fill !== 'empty' && <path className={styles.filled} d={fill === 'full' ? STAR : HALF} />}
          </svg>
        )
      })}
    </span>
  )
}
