/** Why a bot check failed; the form's words for each are the `botCheck.failures` messages, in the visitor's language. */
export type BotCheckReason = 'missing' | 'malformed' | 'expired' | 'forged' | 'replayed' | 'busy' | 'unavailable'

/** A bot check's answer: passed, or why not, with the HTTP status. */
export type BotCheckResult = { ok: true } | { ok: false; reason: BotCheckReason; status: 400 | 503 }

/** A failed check; `busy` and `unavailable` are the server's trouble (503), the rest the visitor's (400). */
export function botCheckFailure(reason: BotCheckReason): BotCheckResult {
  return { ok: false, reason, status: reason === 'busy' || reason === 'unavailable' ? 503 : 400 }
}

/** Checks a bot check's answer from the register form; the remote address helps Turnstile. */
export interface BotCheck {
  verify(answer: unknown, context?: { remoteIp?: string | undefined }): Promise<BotCheckResult>
}
