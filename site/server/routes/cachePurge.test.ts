import { describe, expect, it, vi } from 'vitest'
import { readRepoContent, testApp, testConfig } from '../http/testing'

readRepoContent()
vi.spyOn(process.stdout, 'write').mockImplementation(() => true)

const PURGE_SECRET = 'test-purge-secret'
// one proxy in front: each test's client is the address X-Forwarded-For names
const app = testApp({ config: testConfig({ purgeSecret: PURGE_SECRET, trustProxy: 1 }) })
const BODY = JSON.stringify({ event: 'entry.publish', model: 'page' })

const purge = (client: string, secret: string) =>
  app.request('/api/cache/purge', { method: 'POST', body: BODY, headers: { 'content-type': 'application/json', 'x-purge-secret': secret, 'x-forwarded-for': client } })

describe('POST /api/cache/purge', () => {
  it('answers a client that keeps sending a wrong secret 429 with Retry-After, like every route that checks a secret', async () => {
    const guesses = []
    for (let i = 0; i < 21; i++) guesses.push((await purge('10.0.0.1', `guess-${i}`)).status)
    expect(guesses).toEqual([...Array<number>(20).fill(401), 429])
    const refused = await purge('10.0.0.1', 'guess-21')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    // one budget with the preview's and the sign-in's secrets
    expect((await app.request('/api/preview?secret=guess&slug=about', { headers: { 'x-forwarded-for': '10.0.0.1' } })).status).toBe(429)
    expect((await purge('10.0.0.2', 'guess')).status).toBe(401)
  })

  it("lets Strapi's webhook purge as often as publishes come, a bulk publish's all at once, even from a limited address", async () => {
    const bulk = await Promise.all(Array.from({ length: 60 }, () => purge('10.0.0.3', PURGE_SECRET)))
    expect(bulk.map((response) => response.status)).toEqual(Array<number>(60).fill(200))
    for (let i = 0; i < 21; i++) await purge('10.0.0.3', `guess-${i}`)
    const published = await purge('10.0.0.3', PURGE_SECRET)
    expect(published.status).toBe(200)
    expect(await published.json()).toMatchObject({ model: 'page' })
  })
})
