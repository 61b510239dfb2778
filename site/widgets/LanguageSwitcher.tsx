import { usePageContext } from 'vike-react/usePageContext'
import { useError } from '../../runtime/routing/useError'
import { languageLinks } from '../i18n/languageLinks'
import { pageLocale } from '../i18n/pageLocale'
import { useMessages } from '../i18n/useMessages'
import type { PageTranslation } from '../seo/pageTranslations'
import styles from './widgets.module.css'

/**
 * The language switcher: the other locales by their own names, each to this page in its language (the page data's
 * `translations`), else to its home. `data-vike="false"`: a full page load, which brings the other locale's
 * navigation and words with it (the shell's data comes with the first page only).
 */
export function LanguageSwitcher() {
  const pageContext = usePageContext()
  const error = useError()
  const words = useMessages().languageSwitcher
  const translations = (pageContext.data as { translations?: PageTranslation[] } | null | undefined)?.translations
  const links = languageLinks({
    locale: pageLocale(pageContext),
    translations,
    path: pageContext.urlPathname,
    search: pageContext.urlParsed.searchOriginal ?? undefined,
    failed: error !== null,
  })
  if (links.length === 0) return null
  return (
    <nav aria-label={words.label} className={styles.languages}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </g>
      </svg>
      <ul>
        {links.map((link) => (
          <li key={link.locale}>
            <a href={link.href} lang={link.locale} hrefLang={link.locale} data-vike="false">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
