import type { ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './AppEnv'
import { logLine } from './logLine'

/**
 * The last resort for an error outside Vike (which renders its own error page): one log line with the request
 * id, and a plain 500 that says nothing of the cause. The outer middleware still add the security headers.
 */
export function errorHandler(): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    logLine({ level: 'error', msg: 'unhandled error', requestId: c.get('requestId'), method: c.req.method, path: c.req.path, error: error.stack ?? error.message })
    c.header('Cache-Control', 'no-store')
    return c.text('Internal Server Error', 500)
  }
}
