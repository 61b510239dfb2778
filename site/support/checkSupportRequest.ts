import type { SupportRequest } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/content/support-request.js'
import { isRecord } from '../../runtime/content/isRecord'
import type { Messages } from '../i18n/messages'

/** A field of the contact form. */
export type SupportRequestField = 'name' | 'email' | 'message' | 'botCheck'

/** What is wrong with a message, field by field, in words to show beside each; `form` is about the whole. */
export type SupportRequestProblems = Partial<Record<SupportRequestField | 'form', string>>

/** What the contact form sends to POST /api/support/requests: the support request and the bot check's answer. */
export type SupportRequestData = Pick<SupportRequest, 'name' | 'email' | 'message' | 'page'> & { botCheck?: string }

/** The order the form's fields come in: the first with a problem takes the focus. */
export const SUPPORT_REQUEST_FIELDS: readonly SupportRequestField[] = ['name', 'email', 'message', 'botCheck']

/** The words of the checks, in the visitor's language. */
export type SupportRequestCheckWords = Messages['support']['checks']

/** What to say for each field's failing keyword (`*` for any other). */
function keywordWords(words: SupportRequestCheckWords): Record<Exclude<SupportRequestField, 'botCheck'>, Record<string, string> & { '*': string }> {
  return {
    name: { maxLength: words.nameTooLong, '*': words.nameMissing },
    email: { required: words.emailMissing, minLength: words.emailFormat, pattern: words.emailFormat, maxLength: words.emailTooLong, '*': words.emailMissing },
    message: { maxLength: words.messageTooLong, '*': words.messageMissing },
  }
}

/**
 * Checks what the contact form sends with the generated validator of schemas/content/support-request.schema.json:
 * in the browser before sending, and on the server before anything reaches Strapi, so both say the same. The first
 * problem of each field is kept, in `words` (the visitor's language). An empty email says "Enter your email
 * address", as the register form does.
 */
export function checkSupportRequest(data: unknown, { requireBotCheck, words }: { requireBotCheck: boolean; words: SupportRequestCheckWords }): SupportRequestProblems {
  const problems: SupportRequestProblems = {}
  const messages = keywordWords(words)
  const record = isRecord(data) ? data : {}
  if (!validate(data)) {
    for (const issue of validate.errors ?? []) {
      const name = issue.instancePath === '' ? issue.params.missingProperty : issue.instancePath.split('/')[1]
      const field = name === 'name' || name === 'email' || name === 'message' ? name : undefined
      if (!field) {
        problems.form ??= words.unreadable
        continue
      }
      const keyword = field === 'email' && record.email === '' ? 'required' : issue.keyword
      problems[field] ??= messages[field][keyword] ?? messages[field]['*']
    }
  }
  // the answer itself is the bot check's to judge (site/server/botProtection)
  if (requireBotCheck && !record.botCheck) problems.botCheck = words.botCheck
  return problems
}

/** Whether a check found nothing wrong. */
export function hasProblems(problems: SupportRequestProblems): boolean {
  return Object.keys(problems).length > 0
}
