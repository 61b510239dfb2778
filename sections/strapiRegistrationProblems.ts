import type { AuthError } from '../runtime/machines/authRequest'
import type { RegistrationField, RegistrationProblems } from './checkRegistration'
import { isRecord } from '../runtime/content/isRecord'
import type { SectionWords } from './SectionWords'

const FIELD_NAMES: Record<string, RegistrationField> = {
  username: 'username',
  email: 'email',
  password: 'password',
  passwordConfirmation: 'passwordConfirmation',
  acceptTerms: 'acceptTerms',
  botCheck: 'botCheck',
}

/**
 * A refused registration as the register form shows it, beside the field it is about: the site server's problems
 * (`details.errors[].path`: its checks, the bot check, Strapi's refusals such as an email already taken, all in the
 * page's language) beside their fields; what the server could not say (no answer, too many tries, an outage) in
 * `words`; anything else above the button.
 */
export function strapiRegistrationProblems(error: AuthError, words: SectionWords['register']['problems']): RegistrationProblems {
  const problems: RegistrationProblems = {}
  const details = isRecord(error.details) ? error.details : {}
  const errors = Array.isArray(details.errors) ? details.errors : []
  for (const item of errors) {
    if (!isRecord(item) || typeof item.message !== 'string' || !item.message) continue
    const path = Array.isArray(item.path) ? item.path : []
    const field = typeof path[0] === 'string' ? FIELD_NAMES[path[0]] : undefined
    problems[field ?? 'form'] ??= item.message
  }
  if (Object.keys(problems).length > 0) return problems
  if (error.status === 0) return { form: words.unreachable }
  if (error.status === 429) return { form: words.tooMany }
  if (error.status >= 500) return { form: words.unavailable }
  return { form: error.message || words.failed }
}
