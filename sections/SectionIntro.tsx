import { Html } from './Html'
import styles from './SectionIntro.module.css'

/** Props of SectionIntro. */
export interface SectionIntroProps {
  /** The heading's id, which the section's landmark is labelled by. */
  id: string
  heading?: string | undefined
  /** HTML the server rendered from the section's intro markdown. */
  text?: string | undefined
  /** A smaller gap below, for sections whose controls or table follow it closely. */
  compact?: boolean | undefined
}

/** The heading and optional intro paragraph at the top of a section; nothing when it has neither. */
export function SectionIntro({ id, heading, text, compact }: SectionIntroProps) {
  if (!heading && !text) return null
  return (
    <div className={compact ? `${styles.intro} ${styles.compact}` : styles.intro}>
      {heading && (
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
      )}
      {text && <Html html={text} className={`prose ${styles.lead}`} />}
    </div>
  )
}
