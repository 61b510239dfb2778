import { PrivacyManagerButton } from '../../widgets/PrivacyManagerButton'
import styles from './Footer.module.css'
import { FIXED_FOOTER_LINKS } from './fixedFooterLinks'

/** SPEC §2 Footer: the fixed legal links and Privacy Manager, in every footer variant. */
export function LegalLinks() {
  return (
    <nav aria-label="Legal" className={styles.legalNav}>
      <ul className={styles.legalList}>
        {FIXED_FOOTER_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} target={link.target} rel={link.rel}>
              {link.label}
              {link.target === '_blank' && <span className={styles.srOnly}> (opens in a new tab)</span>}
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
