import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { describe, expect, it } from 'vitest'
import { ALTCHA_TTL_MS, createAltcha } from './createAltcha'
import { UsedChallenges } from './UsedChallenges'

// a tiny proof of work: the checks are the same, the test stays fast
const work = { algorithm: 'PBKDF2/SHA-256', cost: 10, minCounter: 5, maxCounter: 50 }
const KEY = 'test-hmac-key-0123456789'

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('unsolved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

function setup(options: { now?: () => number; used?: UsedChallenges } = {}) {
  return createAltcha({ hmacKey: KEY, work, ...options })
}

describe('ALTCHA on the server', () => {
  it('issues challenges signed and expiring ten minutes from now', async () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0)
    const challenge = await setup({ now: () => now }).challenge()
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256')
    expect(challenge.parameters.expiresAt).toBe((now + ALTCHA_TTL_MS) / 1000)
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/)
  })

  it('accepts a solved challenge once, and refuses it replayed', async () => {
    const altcha = setup()
    const payload = await solve(await altcha.challenge())
    expect(await altcha.verify(payload)).toEqual({ ok: true })
    expect(await altcha.verify(payload)).toMatchObject({ ok: false, reason: 'replayed', status: 400 })
  })

  it('refuses a challenge solved after it expired', async () => {
    let now = Date.now()
    const altcha = setup({ now: () => now })
    const payload = await solve(await altcha.challenge())
    now += ALTCHA_TTL_MS + 1
    expect(await altcha.verify(payload)).toMatchObject({ ok: false, reason: 'expired' })
  })

  it('refuses a forged challenge: signed with another key, or tampered with', async () => {
    const altcha = setup()
    const stranger = createAltcha({ hmacKey: 'another-key-9876543210', work })
    expect(await altcha.verify(await solve(await stranger.challenge()))).toMatchObject({ ok: false, reason: 'forged' })

    // a genuine solution, sent with parameters changed: an easier cost, a later expiry
    const challenge = await altcha.challenge()
    const { solution } = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as { solution: unknown }
    const tampered = (parameters: object) => Buffer.from(JSON.stringify({ challenge: { ...challenge, parameters: { ...challenge.parameters, ...parameters } }, solution })).toString('base64')
    expect(await altcha.verify(tampered({ cost: 1 }))).toMatchObject({ ok: false, reason: 'forged' })
    expect(await altcha.verify(tampered({ expiresAt: (challenge.parameters.expiresAt as number) + 60 }))).toMatchObject({ ok: false, reason: 'forged' })
    expect(await altcha.verify(tampered({ expiresAt: (challenge.parameters.expiresAt as number) + 3600 }))).toMatchObject({ ok: false, reason: 'forged' })
    expect(await altcha.verify(Buffer.from(JSON.stringify({ challenge: { ...challenge, signature: 'ab'.repeat(32) }, solution })).toString('base64'))).toMatchObject({ ok: false, reason: 'forged' })
    // the genuine payload still passes: none of the forgeries spent it
    expect(await altcha.verify(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'))).toEqual({ ok: true })
  })

  it('refuses a wrong solution to a genuine challenge', async () => {
    const altcha = setup()
    const challenge = await altcha.challenge()
    const wrong = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: 'ab'.repeat(32) } })).toString('base64')
    expect(await altcha.verify(wrong)).toMatchObject({ ok: false, reason: 'forged' })
  })

  it('refuses a missing or unreadable answer without trying it', async () => {
    const altcha = setup()
    expect(await altcha.verify(undefined)).toMatchObject({ ok: false, reason: 'missing' })
    expect(await altcha.verify('')).toMatchObject({ ok: false, reason: 'missing' })
    expect(await altcha.verify('not base64 at all!')).toMatchObject({ ok: false, reason: 'malformed' })
    expect(await altcha.verify(Buffer.from('{"challenge":1}').toString('base64'))).toMatchObject({ ok: false, reason: 'malformed' })
    expect(await altcha.verify('A'.repeat(20_000))).toMatchObject({ ok: false, reason: 'malformed' })
  })

  it('does not remember forged payloads, and pauses sign-ups rather than forget a spent one', async () => {
    const used = new UsedChallenges({ maxSize: 1 })
    const altcha = setup({ used })
    const stranger = createAltcha({ hmacKey: 'another-key-9876543210', work })
    await altcha.verify(await solve(await stranger.challenge()))
    expect(used.size).toBe(0)
    expect(await altcha.verify(await solve(await altcha.challenge()))).toEqual({ ok: true })
    expect(await altcha.verify(await solve(await altcha.challenge()))).toMatchObject({ ok: false, reason: 'busy', status: 503 })
  })
})

describe('UsedChallenges', () => {
  it('forgets a challenge once it has expired, and makes room from expired ones when full', () => {
    let now = 1_000
    const used = new UsedChallenges({ maxSize: 2, now: () => now })
    expect(used.claim('a', 2_000)).toBe('claimed')
    expect(used.claim('a', 2_000)).toBe('used')
    expect(used.claim('b', 5_000)).toBe('claimed')
    expect(used.claim('c', 5_000)).toBe('full')
    now = 2_001
    expect(used.claim('c', 5_000)).toBe('claimed')
    expect(used.size).toBe(2)
    expect(used.claim('b', 5_000)).toBe('used')
  })
})
