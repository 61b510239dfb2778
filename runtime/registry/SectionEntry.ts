import type { SectionPropsByType, SectionUid } from '../generated/types'
import type { StaticHtml } from './kept-html/renderStaticSection'

/** Why a section cannot be shown. */
export interface SectionProblem {
  /**
   * `unknown`: no schema for the uid; `invalid`: data fails the schema; `render`: the component threw; `load`: its
   * code could not be fetched in the browser (SectionLoadError).
   */
  kind: 'unknown' | 'invalid' | 'render' | 'load'
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
  /**
   * A static section's HTML, rendered on the server: the browser shows it as is and never loads the
   * section's code; `props` is then empty. With the stylesheets the HTML needs, for client navigation to it.
   */
  html?: StaticHtml & { stylesheets: readonly string[] }
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
