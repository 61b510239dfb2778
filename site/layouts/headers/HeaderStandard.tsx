import { useEffect, useId, useRef } from 'react'
import { useMobileMenu } from '../../../runtime/machines/react/useMobileMenu'
import { useMessages } from '../../i18n/useMessages'
import { CurrencyDropdown } from '../../widgets/CurrencyDropdown'
import { DarkModeToggle } from '../../widgets/DarkModeToggle'
import { LanguageSwitcher } from '../../widgets/LanguageSwitcher'
import { SessionStatus } from '../../widgets/SessionStatus'
import type { LayoutData } from '../LayoutData'
import { Logo } from '../Logo'
import type { PageShellOptions } from '../pageShellOptions'
import styles from './Header.module.css'
import { headerClasses } from './headerClasses'
import { MobileMenu } from './MobileMenu'
import { NavList } from './NavList'

/** Props of the header variants. */
export interface HeaderProps {
  layout: LayoutData
  options: PageShellOptions
  pathname: string
}

/** Where the full-screen menu gives way to the inline navigation (keep in step with Header.module.css). */
const DESKTOP = '(min-width: 60rem)'

/** The standard header (SPEC §2 Header): logo, navigation, widgets, and the full-screen menu on small screens. */
export function HeaderStandard({ layout, options, pathname }: HeaderProps) {
  const menu = useMobileMenu()
  const words = useMessages().header
  const menuButton = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const showNav = !options.terms && layout.navItems.length > 0
  const { send } = menu

  // SPEC §4 Mobile menu: it closes on navigation
  useEffect(() => {
    send({ type: 'NAVIGATE' })
  }, [pathname, send])
  // grown past the breakpoint while open: the menu is not shown any more, so it must not keep the page locked
  useEffect(() => {
    const query = matchMedia(DESKTOP)
    const onChange = () => query.matches && send({ type: 'CLOSE' })
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [send])

  return (
    <header className={headerClasses(layout.headerColour, options)}>
      <div className={`container ${styles.bar}`}>
        <Logo brandName={layout.brandName} className={styles.logo} />
        {showNav && (
          <nav aria-label={words.mainNav} className={styles.nav}>
            <NavList items={layout.navItems} pathname={pathname} className={styles.navList} />
          </nav>
        )}
        <div className={showNav ? styles.tools : `${styles.tools} ${styles.toolsAlways}`}>
          <SessionStatus />
          <LanguageSwitcher />
          <CurrencyDropdown />
          <DarkModeToggle />
        </div>
        {showNav && (
          <button
            ref={menuButton}
            type="button"
            className={`${styles.menuButton} ${styles.menuOpener}`}
            aria-expanded={menu.open}
            aria-controls={menuId}
            onClick={() => send({ type: 'TOGGLE' })}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {words.menu}
          </button>
        )}
      </div>
      {showNav && (
        <MobileMenu
          id={menuId}
          open={menu.open}
          onClose={() => send({ type: 'CLOSE' })}
          returnFocusTo={menuButton}
          top={<Logo brandName={layout.brandName} className={styles.logo} />}
        >
          <nav aria-label={words.mainNav}>
            <NavList items={layout.navItems} pathname={pathname} className={styles.mobileNavList} onFollow={() => send({ type: 'NAVIGATE' })} />
          </nav>
          <div className={styles.mobileTools}>
            <SessionStatus />
            <LanguageSwitcher />
            <CurrencyDropdown />
            <DarkModeToggle />
          </div>
        </MobileMenu>
      )}
    </header>
  )
}
