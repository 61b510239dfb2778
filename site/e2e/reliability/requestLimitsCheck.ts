import { request } from 'node:http'
import { Check, type CheckResult } from './Check'
import { clientAddress } from './clientAddress'
import { rawRequest } from './rawRequest'

const SUITE = 'hostile input'

/**
 * Sends headers announcing `declared` bytes of body and only the first kilobyte, and resolves with the status and
 * the time to it: a server that refuses early answers without waiting for the rest.
 */
function announceHugeBody(siteUrl: string, path: string, declared: number, headers: Record<string, string>): Promise<{ status: number; ms: number }> {
  const { hostname, port } = new URL(siteUrl)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method: 'POST', path, headers: { ...headers, 'content-length': String(declared) }, agent: false, timeout: 10_000 }, (res) => {
      res.resume()
      resolve({ status: res.statusCode ?? 0, ms: performance.now() - started })
      req.destroy()
    })
    req.on('timeout', () => req.destroy(new Error('no answer within 10 s: the server waited for the body')))
    req.on('error', reject)
    req.write('x'.repeat(1024))
  })
}

function chunkedBody(siteUrl: string, path: string, bytes: number, headers: Record<string, string>): Promise<number> {
  const { hostname, port } = new URL(siteUrl)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method: 'POST', path, headers: { ...headers, 'transfer-encoding': 'chunked' }, agent: false, timeout: 10_000 }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)))
    for (let sent = 0; sent < bytes; sent += 16 * 1024) req.write('x'.repeat(16 * 1024))
    req.end()
  })
}

/**
 * Hostile input, sizes: request headers over node's limit answer 431, request targets over 8 KB 414,
 * bodies over the limit 413, by Content-Length before a byte of the body is read, and while reading a chunked one.
 */
export async function requestLimitsCheck({ siteUrl, authMounted }: { siteUrl: string; authMounted: boolean }): Promise<CheckResult[]> {
  let client = 0
  const from = () => clientAddress(5000 + client++)
  const json = { 'content-type': 'application/json', origin: siteUrl }
  const status = async (init: Parameters<typeof rawRequest>[1]) => {
    try {
      return (await rawRequest(siteUrl, { ...init, localAddress: from() })).status
    } catch (error) {
      return error instanceof Error ? error.message : String(error)
    }
  }

  const headers = new Check(SUITE, 'oversized headers: 431 before any of our code runs')
  const manyHeaders = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`x-filler-${i}`, 'y'.repeat(100)]))
  for (const [what, init] of [
    ['one 20 KB header', { path: '/', headers: { 'x-big': 'a'.repeat(20 * 1024) } }],
    ['200 headers of 100 bytes', { path: '/about', headers: manyHeaders }],
    ['a 17 KB cookie', { path: '/blog', headers: { cookie: `stratum-session=${'c'.repeat(17 * 1024)}` } }],
    ['a 64 KB header on the auth endpoints', { path: '/api/auth/me', headers: { 'x-big': 'a'.repeat(64 * 1024) } }],
    ['a 20 KB header on a POST', { method: 'POST', path: '/api/auth/login', headers: { ...json, 'x-big': 'a'.repeat(20 * 1024) }, body: '{}' }],
  ] as const) {
    const got = await status(init)
    headers.hold(got === 431, `${what}: ${got}`)
  }

  const targets = new Check(SUITE, 'oversized request targets and query strings: 414')
  for (const path of [`/?q=${'a'.repeat(9000)}`, `/blog?x=${'b'.repeat(8200)}`, `/api/preview?secret=${'s'.repeat(9000)}`, `/api/auth/me?x=${'m'.repeat(9000)}`, `/${'p'.repeat(9000)}`, `/blog/${'a-'.repeat(6000)}`]) {
    const got = await status({ path })
    targets.hold(got === 414, `${path.slice(0, 30)}… (${path.length} bytes): ${got}`)
  }

  const bodies = new Check(SUITE, 'oversized bodies: 413, early (by Content-Length) and while reading a chunked one')
  const big = JSON.stringify({ identifier: 'x'.repeat(200 * 1024), password: 'y' })
  for (const [path, body] of [
    ['/api/auth/login', big],
    ['/api/auth/register', big],
    ['/api/cache/purge', big],
    ['/about', big],
    ...(authMounted ? [['/api/auth/login', JSON.stringify({ identifier: 'x'.repeat(50 * 1024), password: 'y' })] as const] : []),
  ] as const) {
    const got = await status({ method: 'POST', path, headers: json, body })
    bodies.hold(got === 413, `POST ${path} with ${Math.round(body.length / 1024)} KB: ${got}`)
  }
  const chunked = await chunkedBody(siteUrl, '/api/auth/login', 300 * 1024, json).catch((error: Error) => error.message)
  bodies.hold(chunked === 413, `chunked POST of 300 KB: ${chunked}`)
  const early = await announceHugeBody(siteUrl, '/api/auth/login', 50_000_000, json).catch((error: Error) => ({ status: error.message, ms: 0 }))
  bodies.hold(early.status === 413 && early.ms < 2000, `50 MB announced, 1 KB sent: ${early.status} after ${Math.round(early.ms)} ms`)
  bodies.note(`the 50 MB announcement refused in ${Math.round(early.ms)} ms`)

  return [headers.result, targets.result, bodies.result]
}
