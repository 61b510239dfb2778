import type { SupportRequest } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/content/support-request.js'
import { isRecord } from '../../runtime/content/isRecord'

/** A field of the contact form. */
export type SupportRequestField = 'name' | 'email' | 'message' | 'botCheck'

/** What is wrong with a message, field by field, in words to show beside each; `form` is about the whole. */
export type SupportRequestProblems = Partial<Record<SupportRequestField | 'form', string>>

/** What the contact form sends to POST /api/support/requests: the support request and the bot check's answer. */
export type SupportRequestData = Pick<SupportRequest, 'name' | 'email' | 'message' | 'page'> & { botCheck?: string }

/** The order the form's fields come in: the first with a problem takes the focus. */
export const SUPPORT_REQUEST_FIELDS: readonly SupportRequestField[] = ['name', 'email', 'message', 'botCheck']

/** Shown when the bot check has no answer to send. */
export const MISSING_BOT_CHECK = 'Please complete the robot check before sending your message.'

/** Shown when the message could not be kept, whatever the reason: the visitor can only try again. */
export const NOT_SENT = 'Your message could not be sent just now. Please try again in a few minutes: what you wrote is still here.'

/** What to say for each field's failing keyword (`*` for any other). */
const MESSAGES: Record<Exclude<SupportRequestField, 'botCheck'>, Record<string, string> & { '*': string }> = {
  name: { maxLength: 'Use at most 100 characters for your name.', '*': 'Enter your name.' },
  email: {
    required: 'Enter your email address.',
    minLength: 'Enter an email address like name@example.com.',
    pattern: 'Enter an email address like name@example.com.',
    maxLength: 'That email address is too long.',
    '*': 'Enter your email address.',
  },
  message: { maxLength: 'Keep your message under 5,000 characters.', '*': 'Tell us how we can help.' },
}

/**
 * Checks what the contact form sends with the generated validator of schemas/content/support-request.schema.json:
 * in the browser before sending, and on the server before anything reaches Strapi, so both say the same. The first
 * problem of each field is kept. An empty email says "Enter your email address", as the register form does.
 */
export function checkSupportRequest(data: unknown, { requireBotCheck }: { requireBotCheck: boolean }): SupportRequestProblems {
  const problems: SupportRequestProblems = {}
  const record = isRecord(data) ? data : {}
  if (!validate(data)) {
    for (const issue of validate.errors ?? []) {
      const name = issue.instancePath === '' ? issue.params.missingProperty : issue.instancePath.split('/')[1]
      const field = name === 'name' || name === 'email' || name === 'message' ? name : undefined
      if (!field) {
        problems.form ??= 'The form could not be read. Please reload the page and try again.'
        continue
      }
      const keyword = field === 'email' && record.email === '' ? 'required' : issue.keyword
      problems[field] ??= MESSAGES[field][keyword] ?? MESSAGES[field]['*']
    }
  }
  // the answer itself is the bot check's to judge (site/server/botProtection)
  if (requireBotCheck && !record.botCheck) problems.botCheck = MISSING_BOT_CHECK
  return problems
}

/** Whether a check found nothing wrong. */
export function hasProblems(problems: SupportRequestProblems): boolean {
  return Object.keys(problems).length > 0
}
