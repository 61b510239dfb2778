import { Hono } from 'hono'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startRedis, type RunningRedis } from '../../../runtime/testing/startRedis'
import { rateLimit } from '../http/rateLimit'
import { readRepoContent } from '../http/testing'
import type { LogFields } from '../http/logLine'
import { cachePurgeRoute } from '../routes/cachePurge'
import { broadcastPurges } from './purgeBroadcast'
import { connectRedis, type RedisLink } from './redisLink'

// Several instances of the site in one test: each has its own RedisLink, as each process would.
readRepoContent()

let redis: RunningRedis
const links: RedisLink[] = []

function instance(log: (fields: LogFields) => void = () => {}): RedisLink {
  const link = connectRedis(redis.url, { log, maxRetryDelayMs: 100 })
  links.push(link)
  return link
}
const ready = (link: RedisLink) => vi.waitFor(() => expect(link.commands()).toBeDefined(), { timeout: 10_000 })

beforeAll(async () => {
  redis = await startRedis()
})
afterEach(async () => {
  await Promise.all(links.splice(0).map((link) => link.close()))
})
afterAll(async () => {
  await redis?.stop()
})

const SECRET = 'purge-secret-for-tests'
const webhook = (body: unknown) =>
  new Request('http://site.test/api/cache/purge', { method: 'POST', headers: { 'x-purge-secret': SECRET, 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('purges through Redis', () => {
  it('passes a purge the webhook brought to one instance on to every other, not back to itself', async () => {
    const [one, two, three] = [instance(), instance(), instance()]
    const purgedOnTwo = vi.fn()
    const purgedOnThree = vi.fn()
    broadcastPurges(two, purgedOnTwo)
    broadcastPurges(three, purgedOnThree)
    const site = cachePurgeRoute({ purgeSecret: SECRET }, one)
    await Promise.all([one, two, three].map(ready))

    const response = await site.request(webhook({ event: 'entry.publish', model: 'page' }))
    expect(response.status).toBe(200)
    await vi.waitFor(() => expect(purgedOnTwo).toHaveBeenCalledWith('page'))
    await vi.waitFor(() => expect(purgedOnThree).toHaveBeenCalledWith('page'))

    await site.request(webhook({ event: 'media.create' }))
    await vi.waitFor(() => expect(purgedOnTwo).toHaveBeenLastCalledWith(null))
  })

  it('does not pass on a webhook it refused', async () => {
    const [one, two] = [instance(), instance()]
    const purgedOnTwo = vi.fn()
    broadcastPurges(two, purgedOnTwo)
    const site = cachePurgeRoute({ purgeSecret: SECRET }, one)
    const alsoOnOne = broadcastPurges(one, () => {})
    await Promise.all([one, two].map(ready))

    const refused = await site.request(new Request('http://site.test/api/cache/purge', { method: 'POST', headers: { 'x-purge-secret': 'wrong' }, body: '{"event":"entry.publish"}' }))
    expect(refused.status).toBe(401)
    // a purge published after the refusal arrives alone: the refusal sent nothing before it
    alsoOnOne.publish('article')
    await vi.waitFor(() => expect(purgedOnTwo).toHaveBeenCalled())
    expect(purgedOnTwo.mock.calls).toEqual([['article']])
  })
})

/** Two instances' apps whose /login is limited to a burst of 3, counted in Redis under one name. */
function limitedApps(links: RedisLink[], name = 'guesses') {
  return links.map((link) => {
    const app = new Hono()
    app.use('/login', rateLimit({ burst: 3, perMinute: 1, clientOf: (c) => c.req.header('x-test-client'), redis: { link, name } }))
    app.post('/login', (c) => c.text('ok'))
    return async (client: string) => (await app.request('/login', { method: 'POST', headers: { 'x-test-client': client } })).status
  })
}

describe('rate limits through Redis', () => {
  it('counts a client across instances: the burst is shared, not one per instance', async () => {
    const [one, two] = [instance(), instance()]
    await Promise.all([one, two].map(ready))
    const [a, b] = limitedApps([one, two])
    const client = `visitor-${Math.random()}`
    expect([await a!(client), await b!(client), await a!(client)]).toEqual([200, 200, 200])
    expect([await b!(client), await a!(client)]).toEqual([429, 429])
    expect(await b!(`someone-else-${Math.random()}`)).toBe(200)
  })

  it('keeps the counts of two limiters apart', async () => {
    const link = instance()
    await ready(link)
    const [guesses] = limitedApps([link], 'guesses')
    const [support] = limitedApps([link], 'support')
    const client = `visitor-${Math.random()}`
    for (let i = 0; i < 3; i++) await guesses!(client)
    expect(await guesses!(client)).toBe(429)
    expect(await support!(client)).toBe(200)
  })
})

describe('Redis lost and back', () => {
  it('warns once, purges and limits per instance meanwhile, and shares both again by itself when Redis returns', async () => {
    const logged: LogFields[] = []
    const one = instance((fields) => logged.push(fields))
    const two = instance()
    const purgedOnTwo = vi.fn()
    const fromOne = broadcastPurges(one, () => {})
    broadcastPurges(two, purgedOnTwo)
    await Promise.all([one, two].map(ready))
    const [a, b] = limitedApps([one, two])

    await redis.stop()
    await vi.waitFor(() => expect(one.commands()).toBeUndefined(), { timeout: 10_000 })
    await vi.waitFor(() => expect(logged.filter((l) => l.level === 'warn')).toHaveLength(1), { timeout: 10_000 })
    expect(logged[0]?.msg).toMatch(/redis lost/)

    // per instance: each has its own burst of 3, nothing fails for want of Redis
    const client = `visitor-${Math.random()}`
    expect([await a!(client), await a!(client), await a!(client), await a!(client)]).toEqual([200, 200, 200, 429])
    expect(await b!(client)).toBe(200)
    expect(() => fromOne.publish('page')).not.toThrow()
    expect(logged.filter((l) => l.level === 'warn')).toHaveLength(1)

    redis = await startRedis({ port: redis.port })
    await Promise.all([one, two].map(ready))
    // what was published while Redis was away never arrived: the other instance purged everything on its return
    await vi.waitFor(() => expect(purgedOnTwo).toHaveBeenCalledWith(null), { timeout: 10_000 })
    await vi.waitFor(() => expect(logged.some((l) => l.level === 'info' && /redis back/.test(l.msg))).toBe(true))

    purgedOnTwo.mockClear()
    fromOne.publish('article')
    await vi.waitFor(() => expect(purgedOnTwo).toHaveBeenCalledWith('article'))
    const next = `visitor-${Math.random()}`
    expect([await a!(next), await b!(next), await a!(next), await b!(next)]).toEqual([200, 200, 200, 429])
  })
})
