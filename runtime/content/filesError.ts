import { ContentServiceError } from './ContentServiceError'

/** The files source's failures, shaped as Strapi v5 would answer: `{ data: null, error: {...} }`. */
export function filesError(status: 400 | 404 | 500, name: string, message: string, url: string, cause?: unknown): ContentServiceError {
  return new ContentServiceError(`Content files ${url}: ${name}: ${message}`, {
    status,
    body: { data: null, error: { status, name, message, details: {} } },
    reason: status === 500 ? 'malformed' : 'http',
    url,
    cause,
  })
}

/** A query the files source refuses as Strapi would (an unknown operator, a bad page): answered with a 400. */
export class InvalidQueryError extends Error {
  override readonly name = 'InvalidQueryError'
}
