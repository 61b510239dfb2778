import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { gracefulShutdown } from './gracefulShutdown'

vi.spyOn(process.stdout, 'write').mockImplementation(() => true)

/** A real server whose /slow answers after `delay` ms. */
async function slowServer(delay: number) {
  const server = createServer((req, res) => {
    setTimeout(() => res.end(`done ${req.url}`), req.url === '/slow' ? delay : 0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const get = (path: string) =>
    new Promise<string>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve(body))
      })
        .on('error', reject)
        .end()
    })
  return { server, get }
}

describe('gracefulShutdown', () => {
  it('finishes requests in flight, refuses new connections, then exits 0', async () => {
    const { server, get } = await slowServer(300)
    const exit = vi.fn()
    const drained = vi.fn()
    const inFlight = get('/slow')
    await new Promise((r) => setTimeout(r, 50))
    gracefulShutdown(server, { exit, onDrain: drained, timeoutMs: 5000 })('SIGTERM')
    expect(drained).toHaveBeenCalled()
    await expect(get('/late')).rejects.toThrow(/ECONNREFUSED/)
    expect(await inFlight).toBe('done /slow')
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
  })

  it('cuts what is left at the bound and exits 1', async () => {
    const { server, get } = await slowServer(10_000)
    const exit = vi.fn()
    const inFlight = get('/slow').catch((error: Error) => error.message)
    await new Promise((r) => setTimeout(r, 50))
    gracefulShutdown(server, { exit, timeoutMs: 200 })('SIGTERM')
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 2000 })
    expect(await inFlight).toMatch(/socket hang up|ECONNRESET/)
  })
})
