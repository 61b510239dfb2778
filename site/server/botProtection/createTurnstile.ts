import { randomUUID } from 'node:crypto'
import { botCheckFailure, type BotCheck } from './BotCheckFailure'

/** Options of createTurnstile. */
export interface TurnstileOptions {
  secret: string
  /** Cloudflare's siteverify endpoint (a stub server in tests). */
  verifyUrl: string
  /** Per request, in ms. Default 5000. */
  timeoutMs?: number
  fetch?: typeof fetch
}

/** Cloudflare's answer (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/). */
interface SiteverifyAnswer {
  success?: unknown
  'error-codes'?: unknown
}

/**
 * Cloudflare Turnstile as the register form's bot check (BOT_PROTECTION=turnstile): the token the widget put in the
 * form is sent with the secret to siteverify, which answers once per token. Cloudflare's refusals are the
 * visitor's to retry (400); Cloudflare unreachable is ours (503), and the registration does not go ahead.
 */
export function createTurnstile({ secret, verifyUrl, timeoutMs = 5_000, fetch: request = fetch }: TurnstileOptions): BotCheck {
  return {
    async verify(answer, context = {}) {
      if (typeof answer !== 'string' || answer === '') return botCheckFailure('missing')
      // Cloudflare's tokens are at most 2048 characters
      if (answer.length > 2048) return botCheckFailure('malformed')
      const body = new URLSearchParams({ secret, response: answer, idempotency_key: randomUUID() })
      if (context.remoteIp) body.set('remoteip', context.remoteIp)
      let data: SiteverifyAnswer
      try {
        const response = await request(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) })
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
        data = (await response.json()) as SiteverifyAnswer
      } catch (error) {
        console.error(JSON.stringify({ level: 'error', msg: 'turnstile siteverify failed', error: error instanceof Error ? error.message : String(error) }))
        return botCheckFailure('unavailable')
      }
      if (data.success === true) return { ok: true }
      const codes = Array.isArray(data['error-codes']) ? (data['error-codes'] as unknown[]).map(String) : []
      // Cloudflare does not tell an expired token from a spent one: both mean "do the check again"
      if (codes.includes('timeout-or-duplicate')) return botCheckFailure('expired')
      if (codes.some((code) => code.includes('secret') || code === 'internal-error')) {
        console.error(JSON.stringify({ level: 'error', msg: 'turnstile refused our request', codes }))
        return botCheckFailure('unavailable')
      }
      return botCheckFailure(codes.includes('invalid-input-response') ? 'forged' : 'malformed')
    },
  }
}
