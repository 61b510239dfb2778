import { stringify } from 'qs'
import { ContentServiceError, type ContentServiceErrorReason } from './ContentServiceError'
import type { StrapiParams, StrapiVersion } from './types'

/** What every request of one client shares. */
export interface StrapiRequestConfig {
  baseUrl: string
  version: StrapiVersion
  timeout: number
  fetch: typeof fetch
  token: () => string | undefined
  headers: Readonly<Record<string, string>>
  onError: ((error: ContentServiceError) => void) | undefined
}

/** Per-call options of every client method. */
export interface StrapiCallInit {
  /** Aborts the call (combined with the client's timeout). */
  signal?: AbortSignal
  /** A token for this call only (a visitor's JWT), instead of the client's. */
  token?: string
  headers?: Readonly<Record<string, string>>
}

export interface StrapiRequestInit extends StrapiCallInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  params?: StrapiParams | undefined
  body?: unknown
}

const SECRET_PARAM = /token|secret|password/i

/** The URL as it may appear in logs and error messages: secret query values (access_token) redacted. */
function redact(url: string): string {
  const [path, query] = url.split('?', 2)
  if (!query) return url
  const redacted = query
    .split('&')
    .map((pair) => {
      const [key = '', ...value] = pair.split('=')
      return SECRET_PARAM.test(key) && value.length > 0 ? `${key}=[redacted]` : pair
    })
    .join('&')
  return `${path}?${redacted}`
}

/** SPEC §8: the error synthesised when the service gave no body to throw. */
function synthesise(version: StrapiVersion, status: number, message: string, details: unknown): unknown {
  if (version === 'v3') return { error: 'UnknownError', message, statusCode: status }
  // Wrapped like Strapi's own error bodies, so callers read `body.error` whatever the failure.
  return { data: null, error: { status, name: 'UnknownError', message, details } }
}

/** `name: message` of a Strapi v3/v4/v5 error body, or null when the body is not one. */
function describeBody(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const record = body as Record<string, unknown>
  const error = record.error
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as Record<string, unknown>
    if (typeof message === 'string') return typeof name === 'string' ? `${name}: ${message}` : message
  }
  if (typeof record.message === 'string') {
    return typeof error === 'string' ? `${error}: ${record.message}` : record.message
  }
  return typeof error === 'string' ? error : null
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return JSON.stringify(flat.length > 80 ? `${flat.slice(0, 80)}…` : flat)
}

function causeMessage(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause)
  const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : ''
  return `${cause.message}${inner}`
}

/**
 * One call to the content service: 0 retries (SPEC §7), a timeout combined with the caller's signal, a bearer
 * token when there is one (SPEC §6), and every failure a ContentServiceError that fires the error hook.
 */
export async function strapiRequest<T>(config: StrapiRequestConfig, path: string, init: StrapiRequestInit = {}): Promise<T> {
  const method = init.method ?? 'GET'
  // SPEC §7: only values encoded, as Strapi's own docs serialise with qs (`filters[slug][$eq]=home`)
  const query = stringify(init.params ?? {}, { encodeValuesOnly: true })
  const url = `${config.baseUrl}/${path}${query ? `?${query}` : ''}`
  const shownUrl = redact(url)
  const what = `Content service ${method} ${shownUrl}`

  const fail = (reason: ContentServiceErrorReason, status: number, message: string, body: unknown, cause?: unknown): never => {
    const error = new ContentServiceError(message, { status, body, reason, url: shownUrl, method, cause })
    // The caller gave up: not a failure of the service, so the error hook stays quiet.
    if (reason !== 'aborted' && config.onError) {
      try {
        config.onError(error)
      } catch {
        // A failing hook must not replace the error the caller should see.
      }
    }
    throw error
  }
  const failWithout = (reason: ContentServiceErrorReason, status: number, message: string, cause?: unknown): never =>
    fail(reason, status, message, synthesise(config.version, status, message, { reason, url: shownUrl }), cause)

  const headers: Record<string, string> = { accept: 'application/json', ...config.headers, ...init.headers }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const token = init.token ?? config.token()
  if (token) headers.authorization = `Bearer ${token}`

  const timeoutSignal = AbortSignal.timeout(config.timeout)
  const signal = init.signal ? AbortSignal.any([timeoutSignal, init.signal]) : timeoutSignal
  const interrupted = (cause: unknown): never | undefined => {
    if (init.signal?.aborted) return failWithout('aborted', 500, `${what} aborted by the caller`, cause)
    if (timeoutSignal.aborted) return failWithout('timeout', 500, `${what} timed out after ${config.timeout} ms`, cause)
    return undefined
  }

  let response: Response
  try {
    response = await config.fetch(url, {
      method,
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal,
    })
  } catch (cause) {
    interrupted(cause)
    return failWithout('network', 500, `${what} failed: ${causeMessage(cause)}`, cause)
  }

  let text: string
  try {
    text = await response.text()
  } catch (cause) {
    interrupted(cause)
    const status = response.ok ? 500 : response.status
    return failWithout('malformed', status, `${what} answered ${response.status} with a body that was cut off: ${causeMessage(cause)}`, cause)
  }

  if (text.trim() === '') {
    if (response.ok) return null as T
    const statusText = response.statusText ? ` ${response.statusText}` : ''
    return failWithout('http', response.status, `${what} answered ${response.status}${statusText} with no body`)
  }

  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (cause) {
    const type = response.headers.get('content-type') ?? 'no content type'
    const problem = type.includes('json')
      ? `invalid JSON (${causeMessage(cause)}; ${text.length} characters, cut off?)`
      : `expected JSON, got ${type}`
    const status = response.ok ? 500 : response.status
    return failWithout('malformed', status, `${what} answered ${response.status} with a malformed body: ${problem}: ${snippet(text)}`, cause)
  }

  if (!response.ok) {
    const described = describeBody(body)
    return fail('http', response.status, `${what} answered ${response.status}${described ? ` ${described}` : ''}`, body)
  }
  return body as T
}
