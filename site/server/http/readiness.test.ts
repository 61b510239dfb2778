import { describe, expect, it, vi } from 'vitest'
import { createReadiness } from './readiness'
import { testApp } from './testing'

vi.spyOn(process.stdout, 'write').mockImplementation(() => true)

describe('createReadiness', () => {
  it('checks at most once per interval however often it is asked, and shares a check in flight', async () => {
    let clock = 0
    const check = vi.fn(async () => undefined)
    const readiness = createReadiness(check, { interval: 5000, now: () => clock })
    const states = await Promise.all(Array.from({ length: 50 }, () => readiness()))
    expect(states.every((s) => s.ready)).toBe(true)
    expect(check).toHaveBeenCalledTimes(1)
    clock = 4999
    await readiness()
    expect(check).toHaveBeenCalledTimes(1)
    clock = 5000
    await readiness()
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('reports a failing or silent dependency as not ready, with the reason', async () => {
    expect(await createReadiness(async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1337')))()).toMatchObject({
      ready: false,
      error: 'connect ECONNREFUSED 127.0.0.1:1337',
    })
    expect(await createReadiness(() => new Promise(() => {}), { timeout: 20 })()).toMatchObject({ ready: false, error: 'no answer within 20 ms' })
  })
})

describe('/healthz and /livez', () => {
  it('answers 200 when the content source can serve, 503 when it cannot', async () => {
    const ok = await testApp().request('/healthz')
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ status: 'ok', content: { ready: true } })
    expect(ok.headers.get('Cache-Control')).toBe('no-store')
    const down = await testApp({ content: async () => ({ ready: false, checkedAt: '', error: 'timeout' }) }).request('/healthz')
    expect(down.status).toBe(503)
    expect(await down.json()).toMatchObject({ status: 'unavailable', content: { ready: false, error: 'timeout' } })
  })

  it('answers 503 while shutting down, so a load balancer stops sending traffic; /livez stays 200', async () => {
    const app = testApp({ draining: () => true })
    expect((await app.request('/healthz')).status).toBe(503)
    expect((await app.request('/livez')).status).toBe(200)
  })
})
