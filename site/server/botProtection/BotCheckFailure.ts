/** Why a bot check failed, as the register form tells the visitor. */
export type BotCheckReason = 'missing' | 'malformed' | 'expired' | 'forged' | 'replayed' | 'busy' | 'unavailable'

/** A bot check's answer: passed, or why not, with the message shown beside the check and the HTTP status. */
export type BotCheckResult = { ok: true } | { ok: false; reason: BotCheckReason; message: string; status: 400 | 503 }

const MESSAGES: Record<BotCheckReason, string> = {
  missing: 'Please complete the robot check before creating your account.',
  malformed: 'The robot check answer could not be read. Please complete the check again.',
  expired: 'The robot check expired. Please complete it again.',
  forged: 'The robot check could not be verified. Please complete it again.',
  replayed: 'This robot check was already used. Please complete it again.',
  busy: 'We are receiving too many sign-ups right now. Please try again in a few minutes.',
  unavailable: 'The robot check service is unavailable. Please try again in a minute.',
}

/** A failed check with its message; `busy` and `unavailable` are the server's trouble (503), the rest the visitor's (400). */
export function botCheckFailure(reason: BotCheckReason): BotCheckResult {
  return { ok: false, reason, message: MESSAGES[reason], status: reason === 'busy' || reason === 'unavailable' ? 503 : 400 }
}

/** Checks a bot check's answer from the register form; the remote address helps Turnstile. */
export interface BotCheck {
  verify(answer: unknown, context?: { remoteIp?: string | undefined }): Promise<BotCheckResult>
}
