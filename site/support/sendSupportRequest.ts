import { FormRefused, type FormProblems } from '../../runtime/machines/formSubmissionMachine'
import { SUPPORT_REQUEST_FIELDS, type SupportRequestData } from './checkSupportRequest'
import { isRecord } from '../../runtime/content/isRecord'
import { pageLanguage } from '../../runtime/machines/authRequest'
import type { Messages } from '../i18n/messages'

/** Where the contact form sends (site/server/support/createSupportRequestApp.ts). */
export const SUPPORT_REQUESTS_URL = '/api/support/requests'

/** What the form says itself when the message was not sent, in the visitor's language. */
export type SupportRequestProblemWords = Messages['support']['problems']

/**
 * A refusal as the form shows it: each of the server's problems (in the page's language) beside its field
 * (`details.errors[].path`), the rest above the button.
 */
async function refusalProblems(response: Response, words: SupportRequestProblemWords): Promise<FormProblems> {
  if (response.status === 429) return { form: words.tooMany }
  if (response.status !== 400) return { form: words.notSent }
  const body: unknown = await response.json().catch(() => null)
  const error = isRecord(body) && isRecord(body.error) ? body.error : {}
  const details = isRecord(error.details) ? error.details : {}
  const problems: Record<string, string> = {}
  for (const item of Array.isArray(details.errors) ? details.errors : []) {
    if (!isRecord(item) || typeof item.message !== 'string') continue
    const path = Array.isArray(item.path) ? item.path[0] : undefined
    const field = SUPPORT_REQUEST_FIELDS.find((name) => name === path) ?? 'form'
    problems[field] ??= item.message
  }
  if (Object.keys(problems).length > 0) return problems
  return { form: typeof error.message === 'string' && error.message ? error.message : words.notSent }
}

/**
 * Sends the contact form's message to the site, which keeps it in Strapi. Resolves once it is kept; otherwise throws
 * FormRefused with what to show: the server's problems by field, or that it could not be sent (no connection, the
 * server or Strapi unavailable, too many messages), so the form keeps what was typed and the visitor can try again.
 * The page's language goes as Accept-Language, for the server's problems.
 */
export async function sendSupportRequest(data: SupportRequestData, words: SupportRequestProblemWords, fetcher: typeof fetch = fetch): Promise<void> {
  let response: Response
  try {
    response = await fetcher(SUPPORT_REQUESTS_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...pageLanguage() },
      body: JSON.stringify(data),
    })
  } catch {
    throw new FormRefused({ form: words.notSent })
  }
  if (!response.ok) throw new FormRefused(await refusalProblems(response, words))
}
