import type { ReactNode } from 'react'
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

/** The outer element of every section: anchor id for hash links, spacing and colour as design-system classes. */
export function Section({ anchor, spacing = 'default', colour = 'white', className, labelledBy, children }: SectionProps) {
  const classes = ['section', `spacing-${spacing}`, `colour-${colour}`, className].filter(Boolean).join(' ')
  return (
    <section id={anchor} className={classes} aria-labelledby={labelledBy}>
      <div className="container">{children}</div>
    </section>
  )
}
