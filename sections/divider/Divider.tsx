import type { DividerSection } from '../../runtime/generated/types'
import { Section } from '../Section'
import styles from './Divider.module.css'

/**
 * Divider section: a rule between sections (schemas/sections/divider.schema.json). The rule is decoration and
 * hidden from assistive technology; a label, when there is one, is read as ordinary text.
 */
export function Divider({ label, variant = 'line', anchor, spacing = 'sm', colour }: DividerSection) {
  const rule = `${styles.rule} ${styles[variant]}`
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} className={styles.divider}>
      {label ? (
        <div className={styles.labelled}>
          <span aria-hidden="true" className={rule} />
          <p className={styles.label}>{label}</p>
          <span aria-hidden="true" className={rule} />
        </div>
      ) : (
        <div aria-hidden="true" className={rule} />
      )}
    </Section>
  )
}
