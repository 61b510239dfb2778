import { useEffect, useId, useState } from 'react'
import type { FeatureFilterSection } from '../../runtime/generated/types'
import { FeatureItem } from '../FeatureItem'
import { Section } from '../Section'
import { SectionIntro } from '../SectionIntro'
import { format, plural } from '../../runtime/i18n/format'
import { useSectionLocale, useSectionWords } from '../SectionWords'
import styles from './FeatureFilter.module.css'

/** The categories of a feature list, in the order they first appear. */
export function categoriesOf(features: FeatureFilterSection['features']): string[] {
  return [...new Set(features.flatMap((f) => (f.category ? [f.category] : [])))]
}

/**
 * Feature filter section: a feature list narrowed by category with toggle buttons (aria-pressed); a polite
 * live region says how many features show. The server sends every feature, and the buttons disabled until the
 * section has hydrated: drawn from the first paint, so nothing moves when they start to work (a load landing on the
 * section moved it 131 px when they appeared then). Where scripting is off they are never shown (`needs-script`),
 * and the whole list reads as it is (schemas/sections/feature-filter.schema.json).
 */
export function FeatureFilter({ heading, text, allLabel: givenAllLabel, features, anchor, spacing, colour }: FeatureFilterSection) {
  const headingId = useId()
  const listId = useId()
  const words = useSectionWords().sectionText.featureFilter
  const locale = useSectionLocale()
  const allLabel = givenAllLabel ?? words.all
  const [interactive, setInteractive] = useState(false)
  const [active, setActive] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => setInteractive(true), [])

  const categories = categoriesOf(features)
  const choose = (category: string | null) => {
    setActive(category)
    const shown = category === null ? features.length : features.filter((f) => f.category === category).length
    setAnnouncement(format(plural(words.showing, features.length, locale), { shown, count: features.length, category: category ?? allLabel }))
  }

  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={headingId}>
      <SectionIntro id={headingId} heading={heading} text={text} compact />
      {categories.length > 0 && (
        <div role="group" aria-label={words.label} className={`${styles.filters} needs-script`}>
          {[null, ...categories].map((category) => (
            <button
              key={category ?? ''}
              type="button"
              className={styles.filter}
              aria-pressed={active === category}
              aria-controls={listId}
              disabled={!interactive}
              onClick={() => choose(category)}
            >
              {category ?? allLabel}
            </button>
          ))}
        </div>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <ul id={listId} className={styles.grid}>
        {features.map((feature, index) => (
          <FeatureItem key={feature.id ?? index} feature={feature} headingLevel="h3" hidden={active !== null && feature.category !== active} />
        ))}
      </ul>
    </Section>
  )
}
