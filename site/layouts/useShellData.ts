import { usePageContext } from 'vike-react/usePageContext'
import { FALLBACK_LAYOUT, type LayoutData } from './LayoutData'
import type { ShellSettings } from './ShellSettings'

const FALLBACK_SHELL: ShellSettings = { currency: 'GBP', dark: false, chatProvider: null, supportUrl: null, botProtection: { kind: 'none' }, consentDefault: 'granted' }

// The browser keeps what the first page brought: client navigations do not carry the shell's data
// (+onCreatePageContext.ssr). Only written in the browser, where there is one visitor.
let kept: { layout: LayoutData; shell: ShellSettings } | undefined

/** The header's and footer's content and the widgets' settings, on the server and across client navigations. */
export function useShellData(): { layout: LayoutData; shell: ShellSettings } {
  const pageContext = usePageContext()
  if (pageContext.layout && pageContext.shell) {
    const fresh = { layout: pageContext.layout, shell: pageContext.shell }
    if (typeof window !== 'undefined') kept = fresh
    return fresh
  }
  return kept ?? { layout: FALLBACK_LAYOUT, shell: FALLBACK_SHELL }
}
