import type { Context } from 'hono'
import { apiError } from '../http/apiError'

/**
 * A 400 (or 503) in Strapi's error shape with each problem at its field (`details.errors[].path`), as the account
 * forms read it; the `form` key is a problem of the whole form.
 */
export function fieldProblems(c: Context, problems: Readonly<Record<string, string | undefined>>, status: 400 | 503 = 400): Response {
  const errors = Object.entries(problems)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([field, message]) => ({ path: field === 'form' ? [] : [field], message, name: 'ValidationError' }))
  const first = errors[0]?.message ?? 'Check the form and try again'
  const body = apiError(status, status === 400 ? 'ValidationError' : 'ServiceUnavailableError', errors.length === 1 ? first : `${errors.length} problems: check the form and try again`)
  return c.json({ ...body, error: { ...body.error, details: { errors } } }, status)
}
