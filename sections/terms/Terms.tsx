import { useId } from 'react'
import { useSectionLocale, useSectionWords } from '../SectionWords'
import type { TermsClause, TermsSection } from '../../runtime/generated/types'
import { formatDate } from '../formatDate'
import { Html } from '../Html'
import { Section } from '../Section'
import styles from './Terms.module.css'

/** A heading as an id: lower-case words and hyphens, accents dropped ("Prices & payment" → "prices-payment"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
}

/**
 * The id of each clause: the section's anchor (or `terms`), a hyphen, then the clause's own anchor or its heading
 * as a slug; repeats get -2, -3. Ids come from the content, not the order, so links survive a new clause, and they
 * always hold a hyphen, so no id can shadow a global of the page's scripts (see runtime/markdown/isSafeId).
 */
export function clauseIds(clauses: readonly TermsClause[], anchor: string | undefined): string[] {
  const prefix = `${anchor ?? 'terms'}-`
  const seen = new Map<string, number>()
  return clauses.map((clause, i) => {
    const base = prefix + (clause.anchor ?? (slugify(clause.heading) || `clause-${i + 1}`))
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    return n === 1 ? base : `${base}-${n}`
  })
}

/**
 * Terms (schemas/sections/terms.schema.json): a legal document in numbered clauses, a table of contents linking
 * to each clause, a "Back to top" link after each, and print styles. The contents come from the clause structure
 * of the schema, not from headings inside the markdown: the sanitiser keeps only some heading ids
 * (runtime/markdown/isSafeId), so anchors built from rendered HTML would be unreliable.
 */
export function Terms({ heading, lastUpdated, version, intro, clauses, numbered = true, tocHeading, anchor, spacing, colour }: TermsSection) {
  const headingId = useId()
  const locale = useSectionLocale()
  const words = useSectionWords().sectionText.terms
  const tocHeadingId = useId()
  const ids = clauseIds(clauses, anchor)
  const topId = `${anchor ?? 'terms'}-contents`
  // clauses sit one level below the document's own heading, or at h2 when the page's h1 names the document
  const Level = heading ? 'h3' : 'h2'
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={heading ? headingId : undefined} className={styles.terms}>
      {heading && (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      )}
      {(lastUpdated || version) && (
        <p className={styles.meta}>
          {lastUpdated && (
            <>
              {`${words.lastUpdated} `}<time dateTime={lastUpdated}>{formatDate(lastUpdated, locale)}</time>
            </>
          )}
          {lastUpdated && version && <span aria-hidden="true"> · </span>}
          {version && `Version ${version}`}
        </p>
      )}
      <div className={styles.layout}>
        <nav id={topId} className={styles.toc} aria-labelledby={tocHeadingId}>
          <Level id={tocHeadingId} className={styles.tocHeading}>
            {tocHeading ?? words.contents}
          </Level>
          <ol className={styles.tocList}>
            {clauses.map((clause, i) => (
              <li key={ids[i]}>
                <a href={`#${ids[i]}`}>
                  {numbered && <span className={styles.number}>{`${i + 1}.`}</span>}
                  {` ${clause.heading}`}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.document}>
          {intro && <Html html={intro} className={`prose ${styles.intro}`} />}
          {clauses.map((clause, i) => (
            <div key={ids[i]} className={styles.clause}>
              <Level id={ids[i]} className={styles.clauseHeading}>
                {numbered && <span className={styles.number}>{`${i + 1}.`}</span>}
                {` ${clause.heading}`}
              </Level>
              <Html html={clause.body} />
              <p className={styles.back}>
                <a href={`#${topId}`}>{words.backToTop}</a>
              </p>
            </div>
          ))}
        </div>
      </div>
    </Section>
  )
}
