import { createServer, request, type Server } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerClientErrors, clientErrorStatus } from './answerClientErrors'
import { MAX_HEADER_BYTES } from './requestLimits'

let server: Server
let port: number

beforeAll(async () => {
  server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (_req, res) => res.end('ok'))
  answerClientErrors(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as { port: number }).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** The status of one request with these headers, or the error code the client saw. */
function statusOf(headers: Record<string, string>): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers, agent: false }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    req.end()
  })
}

describe('answerClientErrors', () => {
  it('lets a client that reads late still read the 431 (no reset for the headers it was still sending)', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        new Promise<string>((resolve) => {
          const socket = connect(port, '127.0.0.1')
          // the client is busy: it reads nothing until it has sent everything and 200 ms have passed
          socket.pause()
          socket.write(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(64 * 1024)}`)
          setTimeout(() => {
            socket.write(`${'c'.repeat(64 * 1024)}\r\n\r\n`)
            setTimeout(() => socket.resume(), 200)
          }, 50)
          let text = ''
          socket.on('data', (chunk) => (text += chunk.toString()))
          socket.on('error', (error: NodeJS.ErrnoException) => resolve(text ? text.split('\r\n')[0]! : (error.code ?? error.message)))
          socket.on('close', () => resolve(text.split('\r\n')[0]!))
        }),
      ),
    )
    expect(outcomes).toEqual(Array(5).fill('HTTP/1.1 431 Request Header Fields Too Large'))
  })

  it('carries the security headers on the refusal and closes the connection', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20 * 1024)}\r\n\r\n`))
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('close', () => resolve(text))
    })
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/)
    expect(answer).toContain('Connection: close')
    expect(answer).toContain('X-Content-Type-Options: nosniff')
  })

  it('answers 400 to a malformed request, and still serves good ones', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT AN HTTP REQUEST\r\n\r\n'))
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('close', () => resolve(text))
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(await statusOf({ 'x-small': 'fine' })).toBe(200)
  })

  it('maps parser errors to statuses', () => {
    expect(clientErrorStatus('HPE_HEADER_OVERFLOW')).toBe(431)
    expect(clientErrorStatus('ERR_HTTP_REQUEST_TIMEOUT')).toBe(408)
    expect(clientErrorStatus('HPE_INVALID_METHOD')).toBe(400)
  })
})
