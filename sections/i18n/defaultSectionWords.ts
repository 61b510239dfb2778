import type { SectionWords } from './SectionWords'
import { sectionWords as english } from './en-GB'

/**
 * The default locale's words where no page provided any: unit tests, a section rendered alone. Server-side only, so
 * no locale's words weigh on the browser's first load: there every page provides its own (SectionWordsProvider).
 */
export const defaultSectionWords: SectionWords = import.meta.env.SSR ? english : (undefined as unknown as SectionWords)
