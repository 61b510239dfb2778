import type { SupportChatProvider } from '../../runtime/machines/supportChatMachine'

/** The support chat's settings from the environment. */
export interface ChatConfig {
  provider: SupportChatProvider | null
  /** SUPPORT_URL: where the chat links go instead of the contact form when there is no chat; null: the form. */
  supportUrl: string | null
}

const PROVIDER_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/i
let warned = false

function warnOnce(message: string): void {
  if (warned) return
  warned = true
  console.warn(JSON.stringify({ level: 'warn', msg: message }))
}

/** A same-site path, or an https URL: nothing else may be loaded as a script or followed as the support link. */
function isSafeUrl(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return true
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * SPEC §4 Support chat: CHAT_PROVIDER names the widget and CHAT_SCRIPT_URL its loader (https, or a path on this
 * site); without both, or when the loader fails, the toggleChat links open the site's contact form (site/support), or
 * go to SUPPORT_URL when it is set. A bad value turns its part off with one warning instead of failing every page.
 */
export function readChatConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  let supportUrl: string | null = env.SUPPORT_URL || null
  if (supportUrl !== null && !isSafeUrl(supportUrl)) {
    warnOnce(`SUPPORT_URL must be a path on this site or an https URL, not "${supportUrl}": the chat links open the contact form`)
    supportUrl = null
  }
  const name = env.CHAT_PROVIDER || ''
  const scriptUrl = env.CHAT_SCRIPT_URL || ''
  if (!name && !scriptUrl) return { provider: null, supportUrl }
  if (!PROVIDER_NAME.test(name) || !isSafeUrl(scriptUrl)) {
    warnOnce(
      `support chat off: CHAT_PROVIDER must be a short name (letters, digits, hyphens) and CHAT_SCRIPT_URL an https URL or a path, got CHAT_PROVIDER="${name}" CHAT_SCRIPT_URL="${scriptUrl}"`,
    )
    return { provider: null, supportUrl }
  }
  return { provider: { name, scriptUrl }, supportUrl }
}
