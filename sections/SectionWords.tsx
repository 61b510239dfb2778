import { createContext, useContext, type ReactNode } from 'react'
import { DEFAULT_LOCALE, type Locale } from '../runtime/i18n'
import { defaultSectionWords } from './i18n/defaultSectionWords'
import type { SectionWords } from './i18n/SectionWords'

export type { SectionWords } from './i18n/SectionWords'

/** What sections are told of their page: its locale (dates, numbers, links) and the words they write. */
export interface SectionLanguage {
  locale: Locale
  words: SectionWords
}

// outside a provider (tests, a section rendered alone) the default locale's words; every page has one
const SectionLanguageContext = createContext<SectionLanguage>({ locale: DEFAULT_LOCALE, words: defaultSectionWords })

/**
 * Gives the sections below it the page's locale and words: the site provides its page's around every page
 * (+Wrapper) and around each static section it renders on its own (prepareSections).
 */
export function SectionWordsProvider({ locale, words, children }: SectionLanguage & { children: ReactNode }) {
  return <SectionLanguageContext.Provider value={{ locale, words }}>{children}</SectionLanguageContext.Provider>
}

/** The sections' words in the page's language. */
export function useSectionWords(): SectionWords {
  return useContext(SectionLanguageContext).words
}

/** The page's locale: dates and numbers (Intl), the links a section writes itself (localePath). */
export function useSectionLocale(): Locale {
  return useContext(SectionLanguageContext).locale
}
