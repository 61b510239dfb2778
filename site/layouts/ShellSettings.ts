import type { SupportChatProvider } from '../../runtime/machines/supportChatMachine'
import type { Currency } from '../currency'

/** What the shell's widgets start from, resolved on the server for the first paint (+onCreatePageContext.ssr). */
export interface ShellSettings {
  /** The currency prices were rendered in: the `currency` cookie, else the default. */
  currency: Currency
  /** The `dark-mode` cookie was `true`: the server rendered `<html class="dark">`. */
  dark: boolean
  /** The support chat provider (CHAT_PROVIDER, CHAT_SCRIPT_URL), or null: the chat link goes to supportUrl. */
  chatProvider: SupportChatProvider | null
  /** The support page (SUPPORT_URL), default `/#support`. */
  supportUrl: string
}
