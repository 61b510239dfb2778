import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { SectionUnavailableWordsContext } from '../../runtime/registry/SectionUnavailable'
import { useMessages } from '../i18n/useMessages'
import { SupportContact } from '../support/SupportContact'
import { ConsentBanner } from '../widgets/ConsentBanner'
import { ShellProvider } from '../widgets/ShellProvider'
import { Footer } from './footers/Footer'
import { Header } from './headers/Header'
import { Ribbons } from './headers/Ribbons'
import { requestPathname } from '../i18n/pageLocale'
import { pageShellOptions } from './pageShellOptions'
import styles from './SiteLayout.module.css'
import { useShellData } from './useShellData'

/**
 * The shell around every page, error pages included: skip link, cookie banner, ribbons, header, main landmark,
 * footer and the support chat's contact form, with the shell's machines started once in ShellProvider.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const { layout } = useShellData()
  const words = useMessages()
  const options = pageShellOptions(pageContext.data)
  // the navigation's links carry the locale's prefix: the current page is the path the visitor asked for
  const pathname = requestPathname(pageContext)
  const inset = options.insetHeader && !options.terms
  return (
    <ShellProvider>
      <a className="skip-link" href="#main">
        {words.header.skipLink}
      </a>
      {/* drawn at the foot of the screen, but first in the order Tab and a screen reader follow: a first visit's
          choice is not 50 stops away, after the whole page */}
      <ConsentBanner />
      <Ribbons ribbons={options.ribbons} />
      <div className={inset ? `${styles.frame} ${styles.inset}` : styles.frame}>
        <Header layout={layout} options={options} pathname={pathname} />
        <main id="main" tabIndex={-1}>
          <SectionUnavailableWordsContext value={words.shell.sectionUnavailable}>{children}</SectionUnavailableWordsContext>
        </main>
      </div>
      <Footer layout={layout} pathname={pathname} />
      <SupportContact />
    </ShellProvider>
  )
}
