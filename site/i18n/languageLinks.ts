import { LOCALES, localePath, type Locale } from '../../runtime/i18n'
import type { PageTranslation } from '../seo/pageTranslations'

/** One entry of the language switcher: a locale, named in its own language, and where it takes the visitor. */
export interface LanguageLink {
  locale: Locale
  /** The language's own name: `Deutsch`. */
  name: string
  href: string
}

/** What the switcher knows of the page shown. */
export interface ShownPage {
  locale: Locale
  /**
   * The page in every locale it exists in, from its data (content pages, the blog). Undefined for a route every
   * locale has (sign-in, account): the same path serves each.
   */
  translations?: readonly PageTranslation[] | undefined
  /** The path without the locale's prefix, and the query, of a route every locale has. */
  path: string
  search?: string | undefined
  /** An error page: no page to take along. */
  failed?: boolean | undefined
}

/**
 * The other locales, each to the same page in its language where the page has a translation, else to the
 * locale's home.
 */
export function languageLinks(shown: ShownPage): LanguageLink[] {
  return LOCALES.filter((info) => info.code !== shown.locale).map((info) => {
    const twin = shown.failed
      ? undefined
      : shown.translations
        ? shown.translations.find((translation) => translation.locale === info.code)?.path
        : `${localePath(shown.path, info.code)}${shown.search ?? ''}`
    return { locale: info.code, name: info.name, href: twin ?? localePath('/', info.code) }
  })
}
