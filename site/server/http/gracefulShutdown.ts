import type { Server } from 'node:http'
import { logLine } from './logLine'

/** Options of gracefulShutdown. */
export interface GracefulShutdownOptions {
  /** Longest wait for requests in flight, in ms; then the remaining connections are cut. Default 10 000. */
  timeoutMs?: number
  /** Called once shutdown begins (health turns to draining). */
  onDrain?: () => void
  /** Ends the process; tests pass their own. Default process.exit. */
  exit?: (code: number) => void
}

/**
 * Returns a shutdown for SIGTERM and SIGINT: stop accepting connections, close idle keep-alive
 * connections (again as in-flight requests finish), let in-flight requests complete, then exit 0; past the bound,
 * cut what is left and exit 1. A second signal changes nothing.
 */
export function gracefulShutdown(server: Server, options: GracefulShutdownOptions = {}): (signal: string) => void {
  const { timeoutMs = 10_000, onDrain, exit = (code) => process.exit(code) } = options
  let started = false
  return (signal) => {
    if (started) return
    started = true
    const begun = Date.now()
    logLine({ level: 'info', msg: 'shutting down', signal, timeoutMs })
    onDrain?.()
    // a connection that finishes its response while shutting down is idle from then on: close it too
    const sweep = setInterval(() => server.closeIdleConnections(), 100)
    const bound = setTimeout(() => {
      clearInterval(sweep)
      logLine({ level: 'warn', msg: 'shutdown bound reached: closing open connections', afterMs: Date.now() - begun })
      server.closeAllConnections()
      exit(1)
    }, timeoutMs)
    bound.unref()
    server.close(() => {
      clearInterval(sweep)
      clearTimeout(bound)
      logLine({ level: 'info', msg: 'stopped', afterMs: Date.now() - begun })
      exit(0)
    })
    server.closeIdleConnections()
  }
}
