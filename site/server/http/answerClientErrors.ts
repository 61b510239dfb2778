import { STATUS_CODES, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { SECURITY_HEADERS } from './securityHeaders'

/** How long a refused client may go on sending before its connection is cut. */
const LINGER_MS = 2_000

/** The status for an error node's HTTP parser raised before any of our code ran. */
export function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') return 408
  return 400
}

/**
 * Answers what node's HTTP parser refuses (headers over the limit: 431; a malformed request: 400) so the client
 * reads the answer. Node's default writes it and destroys the socket at once; a client still sending its 64 KB of
 * headers then gets a connection reset instead of the 431. Here the 431 is written, the connection half-closed,
 * and what the client still sends is read and dropped for at most LINGER_MS (a "lingering close", as nginx does).
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // as node's own handler does: while a response on this connection has begun (the rest of a refused body read
    // as a new request), writing another would corrupt it; the connection is only closed
    const inFlight = (socket as { _httpMessage?: { _headerSent?: boolean } | null })._httpMessage
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?._headerSent) {
      socket.destroy()
      return
    }
    const status = clientErrorStatus(error.code)
    const headers = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('')
    const answer = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n${headers}\r\n`
    if (status !== 431) {
      // anything else is refused as node refuses it: the answer, then the connection closed at once
      socket.write(answer)
      socket.destroy()
      return
    }
    socket.end(answer)
    socket.on('data', () => {})
    socket.on('error', () => socket.destroy())
    socket.on('end', () => socket.destroy())
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  })
}
