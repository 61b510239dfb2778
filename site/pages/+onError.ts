import { isContentServiceError } from '../../runtime/content'

/**
 * Strapi down, slow, or answering what is not JSON is an outage the 500 error page is for, not a bug of
 * ours: Vike logs it as the error's one-line message (method, URL, cause; the request id is on the access log line)
 * instead of a stack trace of ten lines per failed request. Every other error keeps its stack.
 */
export function onError(error: unknown): void {
  // Vike prints err.message instead of err.stack for an error marked hideStack
  if (isContentServiceError(error)) Object.defineProperty(error, 'hideStack', { value: true, configurable: true })
}
