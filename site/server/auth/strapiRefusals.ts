import type { Messages } from '../../i18n/messages'

/** A refusal of Strapi's (users-permissions) in the site's words: the field it is about, and why. */
export interface Refusal {
  /** The form's field, or `form` for the whole form. */
  field: string
  /** A stable name of the refusal the page may act on (`emailNotConfirmed`: the sign-in offers the mail again). */
  reason: string
  message: string
}

/** Reads a refusal's message of Strapi's in the visitor's words; undefined for one the site has no words for. */
export type RefusalWords = (strapiMessage: string) => Refusal | undefined

type AccountProblem = keyof Messages['account']['problems']

// Strapi's messages, as its users-permissions plugin words them
const ACCOUNT: Readonly<Record<string, readonly [field: string, reason: AccountProblem]>> = {
  'Invalid identifier or password': ['form', 'invalidCredentials'],
  'Your account email is not confirmed': ['form', 'emailNotConfirmed'],
  'Your account has been blocked by an administrator': ['form', 'blocked'],
  'The provided current password is invalid': ['currentPassword', 'wrongCurrentPassword'],
  'Your new password must be different than your current password': ['password', 'samePassword'],
  'Incorrect code provided': ['form', 'codeSpent'],
  'Passwords do not match': ['passwordConfirmation', 'passwordsDiffer'],
}

/** The account forms' refusals (sign in, reset and change password) in the words of `messages`. */
export function accountRefusals(messages: Messages): RefusalWords {
  return (strapiMessage) => {
    const known = ACCOUNT[strapiMessage]
    return known && { field: known[0], reason: known[1], message: messages.account.problems[known[1]] }
  }
}

/** The register form's refusals: an email address or username already taken, beside the email. */
export function registerRefusals(messages: Messages): RefusalWords {
  return (strapiMessage) => (/already taken/i.test(strapiMessage) ? { field: 'email', reason: 'taken', message: messages.register.problems.taken } : undefined)
}
