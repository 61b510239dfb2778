import { DEFAULT_LOCALE, type Locale } from '../../runtime/i18n'
import { messages as enGB } from './messages/en-GB'
import { messages as deDE } from './messages/de-DE'

/** The site's own words (error pages, consent, forms, blog chrome, header and footer labels), by area. */
export type Messages = typeof enGB

/** Every locale's words: messages.test checks that each has every key of the default locale, and no other. */
export const MESSAGES: Readonly<Record<Locale, Messages>> = { 'en-GB': enGB, 'de-DE': deDE }

/** A locale's words; an unknown locale gets the default locale's. */
export function messagesFor(locale: Locale): Messages {
  return MESSAGES[locale] ?? MESSAGES[DEFAULT_LOCALE]!
}
