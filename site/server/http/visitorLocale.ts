import type { Context, MiddlewareHandler } from 'hono'
import { languageDetector } from 'hono/language'
import { DEFAULT_LOCALE, isLocale, languageOf, LOCALES, type Locale } from '../../../runtime/i18n'
import { messagesFor, type Messages } from '../../i18n/messages'
import { appendVary } from './appendVary'

const CODES = LOCALES.map((info) => info.code)

/** `de` or `de-AT` is answered in de-DE: the site's locale of the same language, when the region is not one of ours. */
function toLocale(tag: string): string {
  return CODES.find((code) => code.toLowerCase() === tag.toLowerCase()) ?? CODES.find((code) => languageOf(code) === languageOf(tag).toLowerCase()) ?? tag
}

/**
 * The visitor's locale for the site's API: the page's forms send their locale as Accept-Language, and Hono's
 * language detector picks it among LOCALES, else the default locale. The answer varies with the header.
 */
export function visitorLocale(): MiddlewareHandler {
  const detect = languageDetector({ order: ['header'], supportedLanguages: CODES, fallbackLanguage: DEFAULT_LOCALE, convertDetectedLanguage: toLocale, caches: false })
  return async (c, next) => {
    await detect(c, next)
    appendVary(c.res.headers, 'Accept-Language')
  }
}

/** The site's words in the locale visitorLocale found (the default locale's on a route without it). */
export function visitorMessages(c: Context): Messages {
  const language: unknown = c.get('language')
  return messagesFor(isLocale(language) ? (language as Locale) : DEFAULT_LOCALE)
}
