import type { Media } from '../runtime/generated/types'
import { Image } from './Image'
import styles from './Avatar.module.css'

/** Props of Avatar. */
export interface AvatarProps {
  /** The person's name: their initials stand in for a missing photo. */
  name: string
  photo?: Media | undefined
  /** The `sizes` attribute of the photo. */
  sizes: string
  className?: string | undefined
}

/** Up to two initials of a name: "Hannah Pritchard" → "HP", "Marcus" → "M". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w))
  const letters = (words.length > 1 ? [words[0]!, words[words.length - 1]!] : words).map((w) => [...w.replace(/^[^\p{L}]+/u, '')][0] ?? '')
  return letters.join('').toUpperCase()
}

/**
 * A round portrait, or the person's initials on a tinted disc when there is no photo. Decorative either way: the
 * name is always written beside it, so the photo gets an empty alt whatever its alt text in the media library
 * (WAI images tutorial: an image whose text alternative is adjacent text), and the initials are hidden.
 */
export function Avatar({ name, photo, sizes, className }: AvatarProps) {
  const classes = [styles.avatar, className].filter(Boolean).join(' ')
  if (photo) return <Image media={{ ...photo, alternativeText: '' }} sizes={sizes} className={classes} />
  return (
    <span className={`${classes} ${styles.initials}`} aria-hidden="true">
      {initials(name)}
    </span>
  )
}
