/** Why a content service call failed. */
export type ContentServiceErrorReason =
  /** The service answered with an error status (its body, when parseable, is `body`). */
  | 'http'
  /** No answer: connection refused, DNS, reset. */
  | 'network'
  /** No answer within the configured timeout. */
  | 'timeout'
  /** The caller's AbortSignal fired. */
  | 'aborted'
  /** An answer that is not the JSON it should be: invalid, HTML, cut off. */
  | 'malformed'

export interface ContentServiceErrorInit {
  /** HTTP status of the answer, or 500 when there was none (SPEC §8). */
  status: number
  /** The parsed error body exactly as the service sent it, or the synthesised one (SPEC §8). */
  body: unknown
  reason: ContentServiceErrorReason
  /** The request URL (secrets in the query redacted), or `files:<path>` for the files source. */
  url: string
  method?: string
  cause?: unknown
}

/** Marks every ContentServiceError, whichever copy of this module made it (see Symbol.hasInstance below). */
const BRAND = Symbol.for('stratum.ContentServiceError')

/**
 * A failed content service call. `status` and `body` keep what the service said: Strapi's
 * `{ data: null, error: { status, name, message, details } }` reaches the caller intact (wrong credentials, say).
 */
export class ContentServiceError extends Error {
  override readonly name = 'ContentServiceError'
  readonly status: number
  readonly body: unknown
  readonly reason: ContentServiceErrorReason
  readonly url: string
  readonly method: string

  /**
   * `instanceof` by brand, not by prototype: Vike's server build bundles its own copy of runtime/content beside the
   * one the Hono server loads, and both share one content runtime (site/server/content.ts), so an error made by one
   * copy's client is checked by the other copy's code.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true
  }

  constructor(message: string, init: ContentServiceErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause })
    Object.defineProperty(this, BRAND, { value: true })
    this.status = init.status
    this.body = init.body
    this.reason = init.reason
    this.url = init.url
    this.method = init.method ?? 'GET'
  }
}

/** Whether a value is a ContentServiceError with this status: `isContentServiceError(e, 404)`. */
export function isContentServiceError(error: unknown, status?: number): error is ContentServiceError {
  return error instanceof ContentServiceError && (status === undefined || error.status === status)
}
