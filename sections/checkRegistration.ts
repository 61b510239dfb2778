import type { Registration } from '../runtime/generated/types'
import { validate } from '../runtime/generated/validators/forms/registration.js'

/** A field of the register form. */
export type RegistrationField = 'username' | 'email' | 'password' | 'passwordConfirmation' | 'acceptTerms' | 'botCheck'

/** What is wrong with a registration, field by field, in words to show beside each field; empty when nothing. */
export type RegistrationProblems = Partial<Record<RegistrationField | 'form', string>>

const FIELDS: readonly RegistrationField[] = ['username', 'email', 'password', 'passwordConfirmation', 'acceptTerms', 'botCheck']

/** What to say for each field's failing keyword (`*` for any other). */
const MESSAGES: Record<RegistrationField, Record<string, string> & { '*': string }> = {
  username: {
    required: 'Choose a username.',
    minLength: 'Use at least 3 characters for your username.',
    maxLength: 'Use at most 30 characters for your username.',
    pattern: 'Use letters, numbers, dots, hyphens or underscores, starting and ending with a letter or number.',
    '*': 'Choose a username.',
  },
  email: {
    required: 'Enter your email address.',
    minLength: 'Enter an email address like name@example.com.',
    pattern: 'Enter an email address like name@example.com.',
    maxLength: 'That email address is too long.',
    '*': 'Enter your email address.',
  },
  password: {
    required: 'Choose a password.',
    minLength: 'Use at least 8 characters for your password.',
    maxLength: 'Use at most 72 characters for your password.',
    '*': 'Choose a password.',
  },
  passwordConfirmation: { required: 'Enter your password again.', '*': 'Enter your password again.' },
  acceptTerms: { '*': 'Accept the terms to create an account.' },
  botCheck: { '*': 'Please complete the robot check before creating your account.' },
}

function fieldOf(path: string, missing: unknown): RegistrationField | undefined {
  const name = path === '' ? missing : path.split('/')[1]
  return FIELDS.find((field) => field === name)
}

/**
 * Checks what the register form sends with the generated validator of schemas/forms/registration.schema.json, and
 * that both passwords match: in the browser before sending and on the server before Strapi, so both say the same.
 * The first problem of each field is kept; a field the form does not have is a problem of the whole form.
 */
export function checkRegistration(data: unknown, { requireBotCheck }: { requireBotCheck: boolean }): RegistrationProblems {
  const problems: RegistrationProblems = {}
  if (!validate(data)) {
    for (const issue of validate.errors ?? []) {
      if (issue.keyword === 'additionalProperties') {
        problems.form ??= `The form sent a field it does not have: ${String(issue.params.additionalProperty)}.`
        continue
      }
      const field = fieldOf(issue.instancePath, issue.params.missingProperty)
      if (!field) {
        problems.form ??= 'The form could not be read. Please reload the page and try again.'
        continue
      }
      problems[field] ??= MESSAGES[field][issue.keyword] ?? MESSAGES[field]['*']
    }
  }
  const record = (typeof data === 'object' && data !== null ? data : {}) as Partial<Registration>
  if (!problems.passwordConfirmation && typeof record.password === 'string' && record.passwordConfirmation !== record.password) {
    problems.passwordConfirmation = record.passwordConfirmation ? 'The passwords do not match.' : 'Enter your password again.'
  }
  if (requireBotCheck && !problems.botCheck && !record.botCheck) problems.botCheck = MESSAGES.botCheck['*']
  return problems
}

/** Whether a check found nothing wrong. */
export function hasProblems(problems: RegistrationProblems): boolean {
  return Object.keys(problems).length > 0
}
