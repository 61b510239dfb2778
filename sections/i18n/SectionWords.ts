import type { sectionWords } from './en-GB'

/** The words sections write themselves, by area; the site's message files include them (site/i18n/messages). */
export type SectionWords = typeof sectionWords
