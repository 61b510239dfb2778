import { createContext, useContext, type ReactNode } from 'react'
import { DEFAULT_LOCALE, type Locale } from '../runtime/i18n'
import type { Messages } from '../site/i18n/messages'
import { defaultMessages } from '../site/i18n/defaultMessages'

/** What the sections say themselves (their forms' labels, checks and problems), in the page's language. */
export type SectionWords = Pick<Messages, 'botCheck' | 'domainSearch' | 'order' | 'register'>

interface SectionLanguage {
  locale: Locale
  words: SectionWords
}

// outside a provider (tests, a section rendered alone on the server) the default locale's words; every page has one
const SectionLanguageContext = createContext<SectionLanguage>({ locale: DEFAULT_LOCALE, words: defaultMessages })

/** Gives the sections below it the page's locale and words: the site passes its shell's messages. */
export function SectionWordsProvider({ locale, words, children }: SectionLanguage & { children: ReactNode }) {
  return <SectionLanguageContext.Provider value={{ locale, words }}>{children}</SectionLanguageContext.Provider>
}

/** The sections' words in the page's language. */
export function useSectionWords(): SectionWords {
  return useContext(SectionLanguageContext).words
}

/** The page's locale, for the links a section writes itself (localePath). */
export function useSectionLocale(): Locale {
  return useContext(SectionLanguageContext).locale
}
