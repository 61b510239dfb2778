import type { PageContextServer } from 'vike/types'
import { botProtectionConfig } from '../server/botProtection/botProtectionConfig'
import { botProtectionSettings } from '../server/botProtection/createBotProtection'
import { readChatConfig } from '../server/chatConfig'
import { consentDefault } from '../server/consentDefault'
import { visitorCookies } from '../server/visitorCookies'
import { getContentReader } from '../server/content'
import { loadLayoutData } from '../server/loadLayoutData'
import { visitorCurrency } from '../server/visitorCurrency'
import { messagesFor } from '../i18n/messages'
import { pageLocale } from '../i18n/pageLocale'

/**
 * The shell's data for every page rendered to HTML, the error page included (SPEC §7: the error page loads the
 * navigation itself). `.ssr`: not run for client navigations, whose pageContext.json stays small; the browser keeps
 * what the first page brought (useLayoutData). Content changes reach a visitor on their next full page load.
 */
export async function onCreatePageContext(pageContext: PageContextServer): Promise<void> {
  const locale = pageLocale(pageContext)
  const [layout, currency, consent] = await Promise.all([loadLayoutData(getContentReader({ locale })), visitorCurrency(pageContext), consentDefault()])
  const chat = readChatConfig()
  pageContext.layout = layout
  pageContext.shell = {
    currency,
    dark: visitorCookies(pageContext.headers?.cookie).dark,
    chatProvider: chat.provider,
    supportUrl: chat.supportUrl,
    botProtection: botProtectionSettings(botProtectionConfig()),
    consentDefault: consent,
    messages: messagesFor(locale),
  }
}
