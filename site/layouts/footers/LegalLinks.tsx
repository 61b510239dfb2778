import { usePageContext } from 'vike-react/usePageContext'
import { pageLocale } from '../../i18n/pageLocale'
import { sitePagePath } from '../../routing/sitePages'
import { useMessages } from '../../i18n/useMessages'
import { PrivacyManagerButton } from '../../widgets/PrivacyManagerButton'
import styles from './Footer.module.css'
import { fixedFooterLinks } from './fixedFooterLinks'

/** SPEC §2 Footer: the fixed legal links and Privacy Manager, in every footer variant. */
export function LegalLinks() {
  const words = useMessages().footer
  // the legal pages in the page's locale: a German page links to /de/agb
  const locale = pageLocale(usePageContext())
  return (
    <nav aria-label={words.legalNav} className={styles.legalNav}>
      <ul className={styles.legalList}>
        {fixedFooterLinks(words.legalLinks).map((link) => (
          <li key={link.href}>
            <a href={sitePagePath(link.href, locale)} target={link.target} rel={link.rel}>
              {link.label}
              {link.target === '_blank' && <span className={styles.srOnly}> {words.opensInNewTab}</span>}
            </a>
          </li>
        ))}
        <li>
          <PrivacyManagerButton className={styles.linkButton} />
        </li>
      </ul>
    </nav>
  )
}
