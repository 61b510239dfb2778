import { FormRefused, type FormProblems } from '../../runtime/machines/formSubmissionMachine'
import { NOT_SENT, SUPPORT_REQUEST_FIELDS, type SupportRequestData } from './checkSupportRequest'
import { isRecord } from '../../runtime/content/isRecord'

/** Where the contact form sends (site/server/support/createSupportRequestApp.ts). */
export const SUPPORT_REQUESTS_URL = '/api/support/requests'

const TOO_MANY = 'You have sent several messages in a short time. Please wait a few minutes and try again: what you wrote is still here.'

/** A refusal as the form shows it: each of the server's problems beside its field (`details.errors[].path`), the rest above the button. */
async function refusalProblems(response: Response): Promise<FormProblems> {
  if (response.status === 429) return { form: TOO_MANY }
  if (response.status !== 400) return { form: NOT_SENT }
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
  return { form: typeof error.message === 'string' && error.message ? error.message : NOT_SENT }
}

/**
 * Sends the contact form's message to the site, which keeps it in Strapi. Resolves once it is kept; otherwise throws
 * FormRefused with what to show: the server's problems by field, or that it could not be sent (no connection, the
 * server or Strapi unavailable, too many messages), so the form keeps what was typed and the visitor can try again.
 */
export async function sendSupportRequest(data: SupportRequestData, fetcher: typeof fetch = fetch): Promise<void> {
  let response: Response
  try {
    response = await fetcher(SUPPORT_REQUESTS_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(data),
    })
  } catch {
    throw new FormRefused({ form: NOT_SENT })
  }
  if (!response.ok) throw new FormRefused(await refusalProblems(response))
}
