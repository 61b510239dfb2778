import type { SectionPropsByType, SectionUid } from '../generated/types'

/** Why a section cannot be shown. */
export interface SectionProblem {
  /** `unknown`: no schema for the uid; `invalid`: data fails the schema; `render`: the component threw. */
  kind: 'unknown' | 'invalid' | 'render'
  /** JSON pointer into the section's data ('' for the whole section). */
  pointer: string
  message: string
}

/** A section ready to render: its validated props. */
export interface ValidSectionEntry<U extends SectionUid = SectionUid> {
  status: 'ok'
  index: number
  uid: U
  props: SectionPropsByType[U]
}

/** A section that cannot render, kept only where diagnostics are shown (development and preview). */
export interface BrokenSectionEntry {
  status: 'broken'
  index: number
  uid: string
  problem: SectionProblem
}

/** One item of a page's section list after validation. */
export type SectionEntry = ValidSectionEntry | BrokenSectionEntry
