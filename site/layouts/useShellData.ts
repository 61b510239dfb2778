import { usePageContext } from 'vike-react/usePageContext'
import { defaultMessages } from '../i18n/defaultMessages'
import { FALLBACK_LAYOUT, type LayoutData } from './LayoutData'
import type { ShellSettings } from './ShellSettings'

const FALLBACK_SHELL: ShellSettings = {
  currency: 'GBP',
  dark: false,
  chatProvider: null,
  supportUrl: null,
  botProtection: { kind: 'none' },
  consentDefault: 'granted',
  // the server's fallback (a shell whose data failed to load, unit tests): defaultMessages keeps the words out of the
  // browser's code, where the first page always brings them
  messages: defaultMessages,
}

export interface ShellData {
  layout: LayoutData
  shell: ShellSettings
}

// The browser keeps what the first page brought: client navigations do not carry the shell's data
// (+onCreatePageContext.ssr). Only written in the browser, where there is one visitor.
let kept: ShellData | undefined

/** The shell's data of a page context, outside React too (a page's +title on a client navigation). */
export function shellDataOf(pageContext: { layout?: LayoutData | undefined; shell?: ShellSettings | undefined }): ShellData {
  if (pageContext.layout && pageContext.shell) {
    const fresh = { layout: pageContext.layout, shell: pageContext.shell }
    if (typeof window !== 'undefined') kept = fresh
    return fresh
  }
  return kept ?? { layout: FALLBACK_LAYOUT, shell: FALLBACK_SHELL }
}

/** The header's and footer's content and the widgets' settings, on the server and across client navigations. */
export function useShellData(): ShellData {
  return shellDataOf(usePageContext())
}
