// The account forms' own checks, run in the browser before sending and again by the site server (site/server/auth):
// the same words in both places. Strapi checks again, and its refusals (a wrong password, a spent code) pass through.

/** A problem per field, and `form` for the whole form. */
export type AccountProblems = Partial<Record<string, string>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Whether any problem was found. */
export function hasAccountProblems(problems: AccountProblems): boolean {
  return Object.values(problems).some(Boolean)
}

/** Sign in: an email address or username, and a password. */
export function checkSignIn(data: Record<string, unknown>): AccountProblems {
  const problems: AccountProblems = {}
  if (!text(data.identifier).trim()) problems.identifier = 'Enter your email address or username.'
  if (!text(data.password)) problems.password = 'Enter your password.'
  return problems
}

/** Forgot password, and sending the confirmation mail again: an email address. */
export function checkEmail(data: Record<string, unknown>): AccountProblems {
  const email = text(data.email).trim()
  if (!email) return { email: 'Enter your email address.' }
  if (email.length > 254 || !EMAIL.test(email)) return { email: 'Enter an email address like name@example.com.' }
  return {}
}

/** A new password typed twice, with the register form's rule: 8 to 72 characters. */
export function checkNewPassword(data: Record<string, unknown>): AccountProblems {
  const problems: AccountProblems = {}
  const password = text(data.password)
  if (password.length < 8) problems.password = 'Use at least 8 characters.'
  else if (password.length > 72) problems.password = 'Use at most 72 characters.'
  if (text(data.passwordConfirmation) !== password) problems.passwordConfirmation = 'The two passwords are not the same.'
  return problems
}

/** Change password: the current one, then a new one twice. */
export function checkPasswordChange(data: Record<string, unknown>): AccountProblems {
  const problems: AccountProblems = {}
  if (!text(data.currentPassword)) problems.currentPassword = 'Enter your current password.'
  return { ...problems, ...checkNewPassword(data) }
}

/** Reset password: the code from the mail's link, then a new password twice. */
export function checkPasswordReset(data: Record<string, unknown>): AccountProblems {
  const problems: AccountProblems = {}
  if (!text(data.code)) problems.form = 'This reset link is incomplete. Ask for a new one.'
  return { ...problems, ...checkNewPassword(data) }
}
