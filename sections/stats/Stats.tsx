import { useId } from 'react'
import type { StatsSection } from '../../runtime/generated/types'
import { Html } from '../Html'
import { Section } from '../Section'
import styles from './Stats.module.css'

/**
 * Stats (schemas/sections/stats.schema.json): big numbers with what they count, read in order ("99.98% uptime
 * over the last 12 months"), and an optional footnote for sources.
 */
export function Stats({ heading, intro, items, footnote, anchor, spacing, colour }: StatsSection) {
  const headingId = useId()
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={heading ? headingId : undefined} className={styles.stats}>
      {(heading || intro) && (
        <div className={styles.header}>
          {heading && (
            <h2 id={headingId} className={styles.heading}>
              {heading}
            </h2>
          )}
          {intro && <Html html={intro} className={`prose ${styles.intro}`} />}
        </div>
      )}
      <ul className={styles.list}>
        {items.map((item, i) => (
          <li key={item.id ?? i} className={styles.item}>
            <strong className={styles.value}>{item.value}</strong> <span className={styles.label}>{item.label}</span>
          </li>
        ))}
      </ul>
      {footnote && <Html html={footnote} className={`prose ${styles.footnote}`} />}
    </Section>
  )
}
