import type { SupportChatProvider } from '../../runtime/machines/supportChatMachine'

/** The support chat's settings from the environment. */
export interface ChatConfig {
  provider: SupportChatProvider | null
  supportUrl: string
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
 * site); without both the toggleChat links go to SUPPORT_URL (default `/#support`, the home page's support section).
 * A bad value turns the chat off with one warning instead of failing every page.
 */
export function readChatConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  let supportUrl = env.SUPPORT_URL || '/#support'
  if (!isSafeUrl(supportUrl)) {
    warnOnce(`SUPPORT_URL must be a path on this site or an https URL, not "${supportUrl}": using /#support`)
    supportUrl = '/#support'
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
