import type { MiddlewareHandler } from 'hono'
import { randomBytes } from 'node:crypto'
import type { AppEnv } from './AppEnv'
import { logLine, type LogFields } from './logLine'
import { mutableHeaders } from './mutableHeaders'

/** Options of accessLog. */
export interface AccessLogOptions {
  /** Where each line goes. Default: JSON on stdout. */
  write?: (fields: LogFields) => void
}

/** A request id from a proxy or CDN in front is kept when it looks like one; anything else is replaced. */
const REQUEST_ID = /^[\w.:-]{8,128}$/

function countBytes(body: ReadableStream<Uint8Array>, done: (bytes: number, aborted: boolean) => void): ReadableStream<Uint8Array> {
  let bytes = 0
  let finished = false
  const finish = (aborted: boolean) => {
    if (finished) return
    finished = true
    done(bytes, aborted)
  }
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done: end } = await reader.read()
        if (end) {
          controller.close()
          finish(false)
          return
        }
        bytes += value.byteLength
        controller.enqueue(value)
      } catch (error) {
        controller.error(error)
        finish(true)
      }
    },
    cancel(reason) {
      finish(true)
      return reader.cancel(reason)
    },
  })
}

/** 128 random bits as 22 base64url characters: as unique as a UUID in 14 fewer bytes of every response's headers. */
function newRequestId(): string {
  return randomBytes(16).toString('base64url')
}

/**
 * One structured line per request: method, path (never the query, which may carry tokens), status,
 * duration in ms, bytes of the body sent and the request id, also sent back as X-Request-Id. No headers, no
 * cookies. A body of unknown length is counted as it streams and logged when it ends.
 */
export function accessLog(options: AccessLogOptions = {}): MiddlewareHandler<AppEnv> {
  const write = options.write ?? logLine
  return async (c, next) => {
    const started = performance.now()
    const incoming = c.req.header('X-Request-Id')
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : newRequestId()
    c.set('requestId', requestId)
    await next()
    mutableHeaders(c).set('X-Request-Id', requestId)
    const res = c.res
    const line = (bytes: number, aborted = false) =>
      write({
        level: res.status >= 500 ? 'error' : 'info',
        msg: 'request',
        method: c.req.method,
        path: c.req.path,
        status: res.status,
        durationMs: Math.round((performance.now() - started) * 100) / 100,
        bytes,
        requestId,
        ...(aborted ? { aborted: true } : {}),
      })
    const length = res.headers.get('Content-Length')
    // the header first: reading `body` of a response with a known length would build a stream for nothing
    if (c.req.method === 'HEAD') line(0)
    else if (length !== null) line(Number(length))
    else if (!res.body) line(0)
    else {
      const counted = countBytes(res.body, line)
      c.res = undefined
      c.res = new Response(counted, { status: res.status, statusText: res.statusText, headers: res.headers })
    }
  }
}
