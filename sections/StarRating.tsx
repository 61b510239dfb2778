import { format } from '../runtime/i18n/format'
import { useSectionLocale, useSectionWords } from './SectionWords'
import styles from './StarRating.module.css'

/** Props of StarRating. */
export interface StarRatingProps {
  /** The rating, from 0 to `max`; shown to the nearest half star, read out exactly. */
  rating: number
  /** The best rating. Default 5. */
  max?: number
  className?: string | undefined
}

/** The rating as people say it in a locale: 4, 4.5, 4.8 (at most one decimal); 4,8 in German. */
export function formatRating(rating: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.round(rating * 10) / 10)
}

/**
 * A rating drawn as stars and read out as "Rated 4 out of 5": one image to assistive technology, with no
 * inline styles (nothing for a strict CSP to block). Each star is an empty element the stylesheet paints through
 * one star-shaped mask, so a page of reviews carries a few bytes per star rather than an SVG each.
 */
export function StarRating({ rating, max = 5, className }: StarRatingProps) {
  const clamped = Math.min(Math.max(rating, 0), max)
  const locale = useSectionLocale()
  const words = useSectionWords().sectionText.reviews
  const halves = Math.round(clamped * 2)
  return (
    <span
      className={[styles.stars, className].filter(Boolean).join(' ')}
      role="img"
      aria-label={format(words.rated, { rating: formatRating(clamped, locale), max })}
    >
      {Array.from({ length: max }, (_, i) => {
        const fill = halves >= (i + 1) * 2 ? styles.full : halves === i * 2 + 1 ? styles.half : undefined
        return <span key={i} className={[styles.star, fill].filter(Boolean).join(' ')} />
      })}
    </span>
  )
}
