import { useEffect, useRef, type MouseEvent } from 'react'
import { PRIVACY_MANAGER_ATTRIBUTE, usePrivacyManager } from '../../widgets/PrivacyManagerButton'
import { ariaCurrent } from '../headers/NavList'
import { KeptHtml } from '../../../runtime/registry/kept-html/KeptHtml'
import styles from './Footer.module.css'
import { FooterMinimal } from './FooterMinimal'
import { FOOTER_NAV_ATTRIBUTE, FooterStandard, type FooterProps } from './FooterStandard'

/** The footer's owner of its kept HTML: one footer a page, the same all visit. */
const FOOTER = {}

/**
 * The footer the navigation content asks for (SPEC §3 footerStyle, default footersStandard). Its content is the same
 * on every page of a visit, so the server alone renders it and the browser keeps it (KeptHtml): the browser runs
 * only the Privacy Manager button (a delegated click) and the footer navigation's current page after a client
 * navigation.
 */
export function Footer({ layout, pathname }: FooterProps) {
  const minimal = layout.footerStyle === 'footersMinimal'
  const footer = useRef<HTMLElement>(null)
  const openPrivacyManager = usePrivacyManager()
  useEffect(() => {
    for (const link of footer.current?.querySelectorAll(`nav[${FOOTER_NAV_ATTRIBUTE}] a[href]`) ?? []) {
      const current = ariaCurrent(link.getAttribute('href'), pathname)
      if (current) link.setAttribute('aria-current', current)
      else link.removeAttribute('aria-current')
    }
  }, [pathname])
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const button = (event.target as Element).closest<HTMLElement>(`[${PRIVACY_MANAGER_ATTRIBUTE}]`)
    if (button) openPrivacyManager(button)
  }
  return (
    <KeptHtml
      as="footer"
      owner={FOOTER}
      ref={footer}
      className={`${styles.footer}${minimal ? ` ${styles.minimal}` : ''} colour-${layout.footerColour ?? 'dark'}`}
      onClick={onClick}
    >
      {import.meta.env.SSR &&
        (minimal ? <FooterMinimal layout={layout} pathname={pathname} /> : <FooterStandard layout={layout} pathname={pathname} />)}
    </KeptHtml>
  )
}
