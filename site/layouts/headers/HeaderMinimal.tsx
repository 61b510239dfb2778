import { CurrencyDropdown } from '../../widgets/CurrencyDropdown'
import { DarkModeToggle } from '../../widgets/DarkModeToggle'
import { LanguageSwitcher } from '../../widgets/LanguageSwitcher'
import { Logo } from '../Logo'
import styles from './Header.module.css'
import { headerClasses } from './headerClasses'
import type { HeaderProps } from './HeaderStandard'

/** The minimal header (content's headerStyle `headersMinimal`): the logo and the widgets, no navigation. */
export function HeaderMinimal({ layout, options }: HeaderProps) {
  return (
    <header className={`${headerClasses(layout.headerColour, options)} ${styles.minimal}`}>
      <div className={`container ${styles.bar}`}>
        <Logo brandName={layout.brandName} className={styles.logo} />
        <div className={`${styles.tools} ${styles.toolsAlways}`}>
          <LanguageSwitcher />
          <CurrencyDropdown />
          <DarkModeToggle />
        </div>
      </div>
    </header>
  )
}
