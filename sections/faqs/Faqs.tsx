import { useId } from 'react'
import type { FaqsSection } from '../../runtime/generated/types'
import { Html } from '../Html'
import { JsonLd } from '../JsonLd'
import { Section } from '../Section'
import { useSectionWords } from '../SectionWords'
import styles from './Faqs.module.css'

/** Strips tags from the server-rendered answer for structured data, which wants text. */
function toText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * FAQs section: an accordion of native disclosure widgets (keyboard and screen-reader friendly with no
 * JavaScript), published as FAQPage structured data (schemas/sections/faqs.schema.json).
 */
export function Faqs({ heading, items, anchor, spacing, colour }: FaqsSection) {
  const headingId = useId()
  const words = useSectionWords().sectionText.faqs
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: toText(item.answer) } })),
  }
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={headingId} className={styles.faqs}>
      <h2 id={headingId} className={styles.heading}>
        {heading ?? words.heading}
      </h2>
      <div className={styles.list}>
        {items.map((item, index) => (
          <details key={item.id ?? index} className={styles.item}>
            <summary className={styles.question}>{item.question}</summary>
            <Html html={item.answer} className={`prose ${styles.answer}`} />
          </details>
        ))}
      </div>
      <JsonLd data={structuredData} />
    </Section>
  )
}
