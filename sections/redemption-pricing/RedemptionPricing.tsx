import { useEffect, useId, useState } from 'react'
import { formatPrice, useCommerce, type RedemptionPriceRow } from '../../runtime/commerce'
import type { RedemptionPricingSection } from '../../runtime/generated/types'
import { format, plural } from '../../runtime/i18n/format'
import { Section } from '../Section'
import { SectionIntro } from '../SectionIntro'
import { useSectionWords } from '../SectionWords'
import styles from './RedemptionPricing.module.css'

type SortKey = 'tld' | 'price' | 'days'
type Direction = 'ascending' | 'descending'

const COLUMNS: readonly SortKey[] = ['tld', 'price', 'days']

/** The rows in the order asked for; ties keep the ending order, so the order never depends on the input's. */
export function sortRedemptionRows(rows: readonly RedemptionPriceRow[], key: SortKey, direction: Direction): RedemptionPriceRow[] {
  const sign = direction === 'ascending' ? 1 : -1
  return [...rows].sort((a, b) => {
    const primary = key === 'tld' ? a.tld.localeCompare(b.tld) : a[key] - b[key]
    return sign * primary || a.tld.localeCompare(b.tld)
  })
}

function Arrow({ direction, className }: { direction: Direction | null; className?: string }) {
  const d = direction === 'ascending' ? 'm7 14 5-5 5 5' : direction === 'descending' ? 'm7 10 5 5 5-5' : 'm8 9 4-4 4 4M8 15l4 4 4-4'
  return (
    <svg className={className ? `${styles.arrow} ${className}` : styles.arrow} width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      <path d={d} />
    </svg>
  )
}

/**
 * Redemption pricing (schemas/sections/redemption-pricing.schema.json): the domain redemption pricing lookup in
 * the visitor's currency as a table, sortable by ending, fee or period with buttons in the column headers; the
 * sorted column carries aria-sort and a polite status says how the table is sorted. Without JavaScript the table
 * reads in ending order.
 */
export function RedemptionPricing({
  heading,
  text,
  caption,
  emptyText,
  anchor,
  spacing,
  colour,
}: RedemptionPricingSection) {
  const { redemptionPrices, currency, locale } = useCommerce()
  const headingId = useId()
  const captionId = useId()
  const words = useSectionWords().sectionText.redemption
  const [interactive, setInteractive] = useState(false)
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction }>({ key: 'tld', direction: 'ascending' })
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => setInteractive(true), [])

  const rows = sortRedemptionRows(redemptionPrices, sort.key, sort.direction)
  const sortBy = (key: SortKey) => {
    const direction: Direction = sort.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending'
    setSort({ key, direction })
    setAnnouncement(format(words.sorted[direction], { column: words.sortedBy[key] }))
  }

  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={headingId}>
      <SectionIntro id={headingId} heading={heading} text={text} compact />
      {rows.length === 0 ? (
        <p className={styles.empty}>{emptyText ?? words.empty}</p>
      ) : (
        // a narrow screen scrolls the table sideways: keyboard users reach the box itself, as the sort buttons are
        // not there before the section hydrates (axe: scrollable-region-focusable)
        <div className={styles.scroller} tabIndex={0} role="group" aria-labelledby={captionId}>
          <table className={styles.table}>
            <caption id={captionId} className={styles.caption}>{format(words.captionIn, { caption: caption ?? words.caption, currency })}</caption>
            <thead>
              <tr>
                {COLUMNS.map((key) => {
                  const label = words.columns[key]
                  const sorted = sort.key === key ? sort.direction : null
                  return (
                    <th key={key} scope="col" aria-sort={sorted ?? undefined} className={key === 'tld' ? undefined : styles.number}>
                      {/* until the table sorts, the label is drawn in the button's box, arrow and all (but where
                          scripting is off): the header's height then stays when the buttons come, where it moved the
                          table and what follows by 12 px (a load of /domains#faqs: CLS 0.015) */}
                      {interactive ? (
                        <button type="button" className={styles.sort} onClick={() => sortBy(key)}>
                          {label}
                          <Arrow direction={sorted} />
                        </button>
                      ) : (
                        <span className={styles.sort}>
                          {label}
                          <Arrow direction={sorted} className="needs-script" />
                        </span>
                      )}
                    </th>
                  )
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.tld}>
                  <th scope="row" className={styles.tld}>
                    {`.${row.tld}`}
                  </th>
                  <td className={styles.number}>{formatPrice(row.price, row.currency, locale)}</td>
                  <td className={styles.number}>{format(plural(words.days, row.days, locale), { count: row.days })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </Section>
  )
}
