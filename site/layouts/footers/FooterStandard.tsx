import { Html } from '../../../sections/Html'
import { format } from '../../../runtime/i18n/format'
import { useMessages } from '../../i18n/useMessages'
import { NavList } from '../headers/NavList'
import type { LayoutData } from '../LayoutData'
import { Logo } from '../Logo'
import styles from './Footer.module.css'
import { LegalLinks } from './LegalLinks'
import { SocialLinks } from './SocialLinks'

/** Marks the footer's navigation, whose current link the browser updates (Footer): its name is in the page's words. */
export const FOOTER_NAV_ATTRIBUTE = 'data-footer-nav'

/** Props of the footer variants. */
export interface FooterProps {
  layout: LayoutData
  pathname: string
}

/**
 * What the standard footer holds (SPEC §2 Footer): brand, strapline and social networks; the footer navigation; the
 * group's other brands (enableBrands); payment providers; the group description; the fixed legal links. Rendered on
 * the server only (Footer).
 */
export function FooterStandard({ layout, pathname }: FooterProps) {
  const year = new Date().getFullYear()
  const words = useMessages().footer
  return (
    <div className="container">
      <div className={styles.top}>
        <div className={styles.brand}>
          <Logo brandName={layout.brandName} className={styles.logo} />
          {layout.strapline && <p className={styles.strapline}>{layout.strapline}</p>}
          <SocialLinks brandName={layout.brandName} networks={layout.socialNetworks} />
        </div>
        {layout.footerNavItems.length > 0 && (
          <nav aria-label={words.footerNav} className={styles.navColumn} {...{ [FOOTER_NAV_ATTRIBUTE]: '' }}>
            <NavList items={layout.footerNavItems} pathname={pathname} className={styles.navList} />
          </nav>
        )}
        {layout.otherBrands.length > 0 && (
          <section aria-labelledby="footer-brands" className={styles.brands}>
            <h2 id="footer-brands" className={styles.heading}>
              {layout.groupName ? format(words.groupBrands, { group: layout.groupName }) : words.sisterBrands}
            </h2>
            <ul className={styles.navList}>
              {layout.otherBrands.map((brand) => (
                <li key={brand.name}>
                  {brand.url ? (
                    <a href={brand.url} target="_blank" rel="noopener noreferrer">
                      {brand.name}
                      <span className={styles.srOnly}> {words.opensInNewTab}</span>
                    </a>
                  ) : (
                    brand.name
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {layout.paymentProviders.length > 0 && (
        <section aria-labelledby="footer-payments" className={styles.payments}>
          <h2 id="footer-payments" className={styles.heading}>
            {words.waysToPay}
          </h2>
          <ul className={styles.paymentList}>
            {layout.paymentProviders.map((provider) => (
              <li key={provider.name}>
                {provider.logo ? (
                  <img src={provider.logo.url} alt={provider.logo.alt} width={64} height={40} loading="lazy" decoding="async" />
                ) : (
                  provider.name
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {layout.groupDescriptionHtml && <Html html={layout.groupDescriptionHtml} className={`prose ${styles.group}`} />}
      <div className={styles.bottom}>
        <LegalLinks />
        <p className={styles.copyright}>{format(words.copyright, { year, brand: layout.brandName })}</p>
      </div>
    </div>
  )
}
