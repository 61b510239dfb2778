import type { AuthError } from '../../runtime/machines/authRequest'
import type { FormProblems } from '../../runtime/machines/formSubmissionMachine'
import type { Messages } from '../i18n/messages'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Whether Strapi refused a sign-in because the address is not confirmed yet (the form offers the mail again). */
export function isUnconfirmed(error: AuthError | null | undefined): boolean {
  return isRecord(error?.details) && error.details.reason === 'emailNotConfirmed'
}

/**
 * A refusal of the site server as the account forms show it: each problem beside its field (`details.errors[].path`),
 * already in the page's words (the server puts Strapi's refusals in them), the rest above the button. What the
 * server cannot say (no answer, too many attempts, an ended session) is said here in `words`.
 */
export function accountProblems(error: AuthError, fields: readonly string[], words: Messages['account']['problems']): FormProblems {
  if (error.status === 429) return { form: words.tooManyAttempts }
  if (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504) return { form: words.unreachable }
  if (error.status === 401) return { form: words.sessionEnded }
  const problems: Record<string, string> = {}
  const details = isRecord(error.details) ? error.details : {}
  for (const item of Array.isArray(details.errors) ? details.errors : []) {
    if (!isRecord(item) || typeof item.message !== 'string') continue
    const path = Array.isArray(item.path) ? item.path[0] : undefined
    const field = fields.find((name) => name === path) ?? 'form'
    problems[field] ??= item.message
  }
  if (Object.keys(problems).length > 0) return problems
  return { form: error.message || words.failed }
}
