import type { ConsentValue } from '../../runtime/machines/consentRecord'
import type { BotProtectionSettings } from '../../runtime/commerce'
import type { SupportChatProvider } from '../../runtime/machines/supportChatMachine'
import type { Currency } from '../currency'
import type { Messages } from '../i18n/messages'

/** What the shell's widgets start from, resolved on the server for the first paint (+onCreatePageContext.ssr). */
export interface ShellSettings {
  /** The currency prices were rendered in: the `currency` cookie, else the default. */
  currency: Currency
  /** The `dark-mode` cookie was `true`: the server rendered `<html class="dark">`. */
  dark: boolean
  /** The support chat provider (CHAT_PROVIDER, CHAT_SCRIPT_URL), or null: the chat link opens the contact form. */
  chatProvider: SupportChatProvider | null
  /** A support page the chat link goes to instead of the contact form (SUPPORT_URL); null by default. */
  supportUrl: string | null
  /** The contact form's bot check: the register form's (BOT_PROTECTION). */
  botProtection: BotProtectionSettings
  /** The site configuration's consentDefault: the non-essential cookie categories before the visitor chooses. */
  consentDefault: ConsentValue
  /**
   * The site's own words in the page's locale. A visitor changes locale by a full page load (the language
   * switcher), so the first page's words serve every client navigation after it.
   */
  messages: Messages
}
