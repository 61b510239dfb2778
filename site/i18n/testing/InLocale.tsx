import type { ReactNode } from 'react'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import type { Locale } from '../../../runtime/i18n'
import { FALLBACK_LAYOUT, type LayoutData } from '../../layouts/LayoutData'
import type { ShellSettings } from '../../layouts/ShellSettings'
import { messagesFor } from '../messages'

/**
 * For unit tests: `children` inside a page context of `locale`, with the shell's data a server would give it (the
 * locale's words), so components read their words and locale as on a real page.
 */
export function InLocale({ locale, layout, pageContext, children }: { locale: Locale; layout?: Partial<LayoutData>; pageContext?: Partial<PageContext>; children: ReactNode }) {
  const shell: ShellSettings = {
    currency: 'EUR',
    dark: false,
    chatProvider: null,
    supportUrl: null,
    botProtection: { kind: 'none' },
    consentDefault: 'granted',
    messages: messagesFor(locale),
  }
  const context = { locale, urlPathname: '/', urlOriginal: '/', urlParsed: { pathname: '/', searchOriginal: null }, layout: { ...FALLBACK_LAYOUT, ...layout }, shell, ...pageContext }
  return <VikeReactProviderPageContext pageContext={context as unknown as PageContext}>{children}</VikeReactProviderPageContext>
}
