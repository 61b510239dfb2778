import { format } from '../../../runtime/i18n/format'
import { useMessages } from '../../i18n/useMessages'
import styles from './Footer.module.css'
import type { FooterProps } from './FooterStandard'
import { LegalLinks } from './LegalLinks'
import { SocialLinks } from './SocialLinks'

/**
 * What the minimal footer holds (content's footerStyle `footersMinimal`): the fixed legal links, social networks,
 * copyright. Rendered on the server only (Footer).
 */
export function FooterMinimal({ layout }: FooterProps) {
  const words = useMessages().footer
  return (
    <div className={`container ${styles.bottom}`}>
      <LegalLinks />
      <SocialLinks brandName={layout.brandName} networks={layout.socialNetworks} />
      <p className={styles.copyright}>{format(words.copyright, { year: new Date().getFullYear(), brand: layout.brandName })}</p>
    </div>
  )
}
