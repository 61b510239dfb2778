/** The part of Cloudflare Turnstile's browser API the register form uses. */
export interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string
  reset(widgetId?: string): void
  remove(widgetId?: string): void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
let loading: Promise<TurnstileApi> | undefined

/**
 * Loads Cloudflare Turnstile's script once (BOT_PROTECTION=turnstile). The strict CSP lets it run because a
 * trusted script inserts it ('strict-dynamic'), and frames challenges.cloudflare.com only when Turnstile is on.
 */
export function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile)
    const script = document.createElement('script')
    script.src = SCRIPT_URL
    script.async = true
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile loaded without its API')))
    script.onerror = () => {
      loading = undefined
      reject(new Error('Turnstile could not be loaded'))
    }
    document.head.append(script)
  })
  return loading
}
