import type { Registration } from '../runtime/generated/types'
import { validate } from '../runtime/generated/validators/forms/registration.js'
import { format } from '../runtime/i18n/format'
import type { SectionWords } from './SectionWords'

/** A field of the register form. */
export type RegistrationField = 'username' | 'email' | 'password' | 'passwordConfirmation' | 'acceptTerms' | 'botCheck'

/** What is wrong with a registration, field by field, in words to show beside each field; empty when nothing. */
export type RegistrationProblems = Partial<Record<RegistrationField | 'form', string>>

/** The words of the checks, in the visitor's language: the register form's and the bot check's. */
export type RegistrationCheckWords = Pick<SectionWords, 'register' | 'botCheck'>

const FIELDS: readonly RegistrationField[] = ['username', 'email', 'password', 'passwordConfirmation', 'acceptTerms', 'botCheck']

/** What to say for each field's failing keyword (`*` for any other). */
function keywordWords({ register: { checks }, botCheck }: RegistrationCheckWords): Record<RegistrationField, Record<string, string> & { '*': string }> {
  return {
    username: { ...checks.username, '*': checks.username.required },
    email: { required: checks.email.required, minLength: checks.email.format, pattern: checks.email.format, maxLength: checks.email.maxLength, '*': checks.email.required },
    password: { ...checks.password, '*': checks.password.required },
    passwordConfirmation: { '*': checks.passwordConfirmation },
    acceptTerms: { '*': checks.acceptTerms },
    botCheck: { '*': botCheck.failures.missing },
  }
}

function fieldOf(path: string, missing: unknown): RegistrationField | undefined {
  const name = path === '' ? missing : path.split('/')[1]
  return FIELDS.find((field) => field === name)
}

/**
 * Checks what the register form sends with the generated validator of schemas/forms/registration.schema.json, and
 * that both passwords match: in the browser before sending and on the server before Strapi, so both say the same,
 * in `words` (the visitor's language). The first problem of each field is kept; a field the form does not have is a
 * problem of the whole form.
 */
export function checkRegistration(data: unknown, { requireBotCheck, words }: { requireBotCheck: boolean; words: RegistrationCheckWords }): RegistrationProblems {
  const problems: RegistrationProblems = {}
  const messages = keywordWords(words)
  const { checks } = words.register
  if (!validate(data)) {
    for (const issue of validate.errors ?? []) {
      if (issue.keyword === 'additionalProperties') {
        problems.form ??= format(checks.unknownField, { field: String(issue.params.additionalProperty) })
        continue
      }
      const field = fieldOf(issue.instancePath, issue.params.missingProperty)
      if (!field) {
        problems.form ??= checks.unreadable
        continue
      }
      problems[field] ??= messages[field][issue.keyword] ?? messages[field]['*']
    }
  }
  const record = (typeof data === 'object' && data !== null ? data : {}) as Partial<Registration>
  if (!problems.passwordConfirmation && typeof record.password === 'string' && record.passwordConfirmation !== record.password) {
    problems.passwordConfirmation = record.passwordConfirmation ? checks.passwordsDiffer : checks.passwordConfirmation
  }
  if (requireBotCheck && !problems.botCheck && !record.botCheck) problems.botCheck = messages.botCheck['*']
  return problems
}

/** Whether a check found nothing wrong. */
export function hasProblems(problems: RegistrationProblems): boolean {
  return Object.keys(problems).length > 0
}
