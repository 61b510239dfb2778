import { useId } from 'react'
import type { TextSection } from '../../runtime/generated/types'
import { Html } from '../Html'
import { Section } from '../Section'
import styles from './Text.module.css'

/** Text section: rich text, rendered from markdown on the server (schemas/sections/text.schema.json). */
export function Text({ heading, content, centred = false, anchor, spacing, colour }: TextSection) {
  const headingId = useId()
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={heading ? headingId : undefined} className={centred ? styles.centred : styles.text}>
      {heading && (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      )}
      <Html html={content} />
    </Section>
  )
}
