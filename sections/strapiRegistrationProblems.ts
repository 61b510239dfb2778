import type { AuthError } from '../runtime/machines/authRequest'
import type { RegistrationField, RegistrationProblems } from './checkRegistration'
import { isRecord } from '../runtime/content/isRecord'

const FIELD_NAMES: Record<string, RegistrationField> = {
  username: 'username',
  email: 'email',
  password: 'password',
  passwordConfirmation: 'passwordConfirmation',
  acceptTerms: 'acceptTerms',
  botCheck: 'botCheck',
}

function sentence(message: string): string {
  const text = message.trim()
  if (!text) return text
  const capital = text.charAt(0).toUpperCase() + text.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

/**
 * A failed registration as the register form shows it, beside the field it is about: Strapi's
 * `Email or Username are already taken` beside the email, its validation errors (`details.errors[].path`) beside
 * their fields, this server's bot check refusals beside the check; anything else above the button.
 */
export function strapiRegistrationProblems(error: AuthError): RegistrationProblems {
  if (/already taken/i.test(error.message)) {
    return { email: 'An account with this email address or username already exists. Sign in instead, or choose another.' }
  }
  const problems: RegistrationProblems = {}
  const details = isRecord(error.details) ? error.details : {}
  const errors = Array.isArray(details.errors) ? details.errors : []
  for (const item of errors) {
    if (!isRecord(item) || typeof item.message !== 'string') continue
    const path = Array.isArray(item.path) ? item.path : []
    const field = typeof path[0] === 'string' ? FIELD_NAMES[path[0]] : undefined
    problems[field ?? 'form'] ??= sentence(item.message)
  }
  if (Object.keys(problems).length > 0) return problems
  if (/password/i.test(error.message)) return { password: sentence(error.message) }
  if (error.status === 0) return { form: 'We could not reach the server. Check your connection and try again.' }
  if (error.status >= 500) return { form: sentence(error.message || 'The account service is unavailable, please try again shortly') }
  return { form: sentence(error.message || 'Your account could not be created. Please try again.') }
}
