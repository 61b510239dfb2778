import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { describe, expect, it } from 'vitest'
import { createStrapiClient } from '../../../runtime/content'
import { createAltcha } from './createAltcha'
import { createStrapiSpentChallenges } from './strapiSpentChallenges'

const work = { algorithm: 'PBKDF2/SHA-256', cost: 10, minCounter: 5, maxCounter: 50 }
const KEY = 'test-hmac-key-0123456789'
const SECRET = 'proxy-secret-for-tests'

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('unsolved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** Strapi's route as cms/src/spentChallenges.js answers it: 201 for a first claim, 409 after; what it was sent. */
function fakeStrapi() {
  const spent = new Set<string>()
  const calls: { url: string; secret: string | null; body: unknown }[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { data: { signature: string } }
    calls.push({ url: String(input), secret: new Headers(init?.headers).get('x-proxy-secret'), body })
    const status = spent.has(body.data.signature) ? 409 : 201
    spent.add(body.data.signature)
    const error = { status, name: 'ConflictError', message: 'This challenge was already spent', details: {} }
    return new Response(JSON.stringify(status === 201 ? { data: body.data } : { data: null, error }), { status, headers: { 'content-type': 'application/json' } })
  }) as typeof globalThis.fetch
  return { strapi: createStrapiClient({ url: 'http://strapi.test', fetch }), calls }
}

describe('spent ALTCHA challenges kept in Strapi', () => {
  it('refuses on every instance a payload one instance has taken', async () => {
    const { strapi, calls } = fakeStrapi()
    // two instances of the site: the same key, each with its own client of the same Strapi
    const [one, other] = [0, 1].map(() => createAltcha({ hmacKey: KEY, work, used: createStrapiSpentChallenges({ strapi, proxySecret: SECRET }) }))
    const payload = await solve(await one!.challenge())
    expect(await one!.verify(payload)).toEqual({ ok: true })
    expect(await other!.verify(payload)).toMatchObject({ ok: false, reason: 'replayed', status: 400 })
    const { challenge } = JSON.parse(Buffer.from(payload, 'base64').toString()) as { challenge: Challenge }
    expect(calls[0]).toEqual({
      url: 'http://strapi.test/api/stratum/spent-challenges',
      secret: SECRET,
      body: { data: { signature: challenge.signature, expiresAt: challenge.parameters.expiresAt! * 1000 } },
    })
  })

  it('asks nothing of Strapi for a forged payload', async () => {
    const { strapi, calls } = fakeStrapi()
    const altcha = createAltcha({ hmacKey: KEY, work, used: createStrapiSpentChallenges({ strapi, proxySecret: SECRET }) })
    const stranger = createAltcha({ hmacKey: 'another-key-9876543210', work })
    expect(await altcha.verify(await solve(await stranger.challenge()))).toMatchObject({ ok: false, reason: 'forged' })
    expect(calls).toEqual([])
  })

  it('lets no payload through when Strapi cannot be asked: 503, the reason logged', async () => {
    for (const fetch of [
      (async () => new Response('{"data":null,"error":{"status":500,"name":"InternalServerError","message":"Internal Server Error"}}', { status: 500 })) as typeof globalThis.fetch,
      (async () => Promise.reject(new TypeError('fetch failed'))) as typeof globalThis.fetch,
    ]) {
      const warnings: string[] = []
      const used = createStrapiSpentChallenges({ strapi: createStrapiClient({ url: 'http://strapi.test', fetch }), proxySecret: SECRET, warn: (message) => warnings.push(message) })
      const altcha = createAltcha({ hmacKey: KEY, work, used })
      expect(await altcha.verify(await solve(await altcha.challenge()))).toMatchObject({
        ok: false,
        reason: 'unavailable',
        status: 503,
      })
      expect(warnings).toEqual([expect.stringContaining('spent challenges: Strapi did not take the claim')])
    }
  })
})
