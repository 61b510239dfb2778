import { useContext, type ReactNode } from 'react'
import { SectionIndexContext } from '../runtime/registry/SectionIndexContext'
import type { Colour, Spacing } from '../runtime/generated/types'

/** Props of Section: the options every section type shares (SPEC §9). */
export interface SectionProps {
  anchor?: string | undefined
  spacing?: Spacing | undefined
  colour?: Colour | undefined
  className?: string | undefined
  /** Names the landmark for assistive technology, usually the id of the section's heading. */
  labelledBy?: string | undefined
  children: ReactNode
}

/**
 * The outer element of every section: anchor id for hash links, spacing and colour as design-system classes, and
 * in a page's SectionList its index, by which the browser finds the server's HTML of a section it hydrates later.
 */
export function Section({ anchor, spacing = 'default', colour = 'white', className, labelledBy, children }: SectionProps) {
  const classes = ['section', `spacing-${spacing}`, `colour-${colour}`, className].filter(Boolean).join(' ')
  const index = useContext(SectionIndexContext)
  return (
    <section id={anchor} className={classes} aria-labelledby={labelledBy} data-section-index={index}>
      <div className="container">{children}</div>
    </section>
  )
}
