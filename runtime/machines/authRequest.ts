// JSON requests to the site server's auth endpoints (AUTH_ENDPOINTS). The server relays the content service's
// error body unchanged, `{ error: { status, name, message, details } }`, so the form can show its message.

import { isRecord } from '../content/isRecord'

/** An auth failure as the form shows it: the content service's error, or one synthesised here. */
export interface AuthError {
  status: number
  name: string
  message: string
  details?: unknown
}

export class AuthRequestError extends Error {
  override readonly name = 'AuthRequestError'
  constructor(readonly error: AuthError) {
    super(error.message)
  }
}

/** Reads a Strapi v4/v5 error body; null when the body is not one. */
export function readStrapiError(body: unknown): AuthError | null {
  if (!isRecord(body) || !isRecord(body.error)) return null
  const { status, name, message, details } = body.error
  if (typeof status !== 'number' || typeof message !== 'string') return null
  const error: AuthError = { status, name: typeof name === 'string' ? name : 'UnknownError', message }
  if (details !== undefined) error.details = details
  return error
}

/** Whatever an auth actor rejected with, as an AuthError for context.error. */
export function toAuthError(reason: unknown): AuthError {
  if (reason instanceof AuthRequestError) return reason.error
  const strapiError = readStrapiError(reason)
  if (strapiError) return strapiError
  const message = reason instanceof Error ? reason.message : String(reason)
  // fetch rejects (network down, server unreachable) without a status: SPEC §8 names such errors UnknownError
  return { status: 0, name: 'UnknownError', message }
}

export interface AuthRequestOptions {
  method?: 'GET' | 'POST'
  body?: unknown
  signal?: AbortSignal
}

/**
 * The page's language (`<html lang>`, which vike-react keeps current across client navigations) as Accept-Language,
 * so the server answers in it; the browser's own preference otherwise.
 */
export function pageLanguage(): { 'accept-language'?: string } {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang
  return lang ? { 'accept-language': lang } : {}
}

export async function authRequest<T>(path: string, options: AuthRequestOptions = {}): Promise<T> {
  const { method = 'POST', body, signal } = options
  const headers: Record<string, string> = { accept: 'application/json', ...pageLanguage() }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  })
  const text = await response.text()
  let data: unknown = undefined
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      data = undefined
    }
  }
  if (!response.ok) {
    throw new AuthRequestError(
      readStrapiError(data) ?? {
        status: response.status,
        name: 'UnknownError',
        message: response.statusText || `Request to ${path} failed with status ${response.status}`,
      },
    )
  }
  return data as T
}
