import type { Messages } from '../i18n/messages'

// The account forms' own checks, run in the browser before sending and again by the site server (site/server/auth):
// the same words in both places, the visitor's language given by the caller. Strapi checks again; the server puts
// its refusals (a wrong password, a spent code) in the site's words.

/** A problem per field, and `form` for the whole form. */
export type AccountProblems = Partial<Record<string, string>>

/** The words of the checks, in the visitor's language. */
export type AccountCheckWords = Messages['account']['checks']

/** One of the account forms' checks. */
export type AccountCheck = (data: Record<string, unknown>, words: AccountCheckWords) => AccountProblems

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Whether any problem was found. */
export function hasAccountProblems(problems: AccountProblems): boolean {
  return Object.values(problems).some(Boolean)
}

/** Sign in: an email address or username, and a password. */
export const checkSignIn: AccountCheck = (data, words) => {
  const problems: AccountProblems = {}
  if (!text(data.identifier).trim()) problems.identifier = words.identifier
  if (!text(data.password)) problems.password = words.password
  return problems
}

/** Forgot password, and sending the confirmation mail again: an email address. */
export const checkEmail: AccountCheck = (data, words) => {
  const email = text(data.email).trim()
  if (!email) return { email: words.email }
  if (email.length > 254 || !EMAIL.test(email)) return { email: words.emailFormat }
  return {}
}

/** A new password typed twice, with the register form's rule: 8 to 72 characters. */
export const checkNewPassword: AccountCheck = (data, words) => {
  const problems: AccountProblems = {}
  const password = text(data.password)
  if (password.length < 8) problems.password = words.passwordTooShort
  else if (password.length > 72) problems.password = words.passwordTooLong
  if (text(data.passwordConfirmation) !== password) problems.passwordConfirmation = words.passwordsDiffer
  return problems
}

/** Change password: the current one, then a new one twice. */
export const checkPasswordChange: AccountCheck = (data, words) => {
  const problems: AccountProblems = {}
  if (!text(data.currentPassword)) problems.currentPassword = words.currentPassword
  return { ...problems, ...checkNewPassword(data, words) }
}

/** Reset password: the code from the mail's link, then a new password twice. */
export const checkPasswordReset: AccountCheck = (data, words) => {
  const problems: AccountProblems = {}
  if (!text(data.code)) problems.form = words.codeMissing
  return { ...problems, ...checkNewPassword(data, words) }
}
