import type { AuthError } from '../../runtime/machines/authRequest'
import type { FormProblems } from '../../runtime/machines/formSubmissionMachine'

/** Strapi's messages (users-permissions) in the words the account forms show, by message. */
const WORDS: Readonly<Record<string, FormProblems>> = {
  'Invalid identifier or password': { form: 'That email address or username and password do not match an account. Check both and try again.' },
  'Your account email is not confirmed': { form: 'Confirm your email address first: follow the link in the mail we sent when you registered.' },
  'Your account has been blocked by an administrator': { form: 'This account is blocked. Please contact support.' },
  'The provided current password is invalid': { currentPassword: 'This is not your current password.' },
  'Your new password must be different than your current password': { password: 'Choose a password different from your current one.' },
  'Incorrect code provided': { form: 'This reset link has expired or was already used. Ask for a new one below.' },
  'Passwords do not match': { passwordConfirmation: 'The two passwords are not the same.' },
}

/** Whether Strapi refused a sign-in because the address is not confirmed yet (the form offers the mail again). */
export function isUnconfirmed(error: AuthError | null | undefined): boolean {
  return error?.message === 'Your account email is not confirmed'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A refusal of the site server (or Strapi through it) as the account forms show it: each problem beside its field
 * (`details.errors[].path`), Strapi's known messages in the site's words, the rest above the button.
 */
export function accountProblems(error: AuthError, fields: readonly string[]): FormProblems {
  if (error.status === 429) return { form: 'Too many attempts in a short time. Please wait a minute and try again.' }
  if (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504) {
    return { form: 'We could not reach the account service. Please try again in a moment.' }
  }
  if (error.status === 401) return { form: 'Your session has ended. Please sign in again.' }
  const known = WORDS[error.message]
  if (known) return known
  const problems: Record<string, string> = {}
  const details = isRecord(error.details) ? error.details : {}
  for (const item of Array.isArray(details.errors) ? details.errors : []) {
    if (!isRecord(item) || typeof item.message !== 'string') continue
    const path = Array.isArray(item.path) ? item.path[0] : undefined
    const field = fields.find((name) => name === path) ?? 'form'
    problems[field] ??= WORDS[item.message]?.[field] ?? item.message
  }
  if (Object.keys(problems).length > 0) return problems
  return { form: error.message || 'Something went wrong. Please try again.' }
}
