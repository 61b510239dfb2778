import styles from './Footer.module.css'
import type { FooterProps } from './FooterStandard'
import { LegalLinks } from './LegalLinks'
import { SocialLinks } from './SocialLinks'

/** The minimal footer (content's footerStyle `footersMinimal`): the fixed legal links, social networks, copyright. */
export function FooterMinimal({ layout }: FooterProps) {
  return (
    <footer className={`${styles.footer} ${styles.minimal} colour-${layout.footerColour ?? 'dark'}`}>
      <div className={`container ${styles.bottom}`}>
        <LegalLinks />
        <SocialLinks brandName={layout.brandName} networks={layout.socialNetworks} />
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {layout.brandName}
        </p>
      </div>
    </footer>
  )
}
