import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { createHmac } from 'node:crypto'
import { botCheckFailure, type BotCheck } from './BotCheckFailure'
import { UsedChallenges, type SpentChallenges } from './UsedChallenges'
import { isRecord } from '../../../runtime/content/isRecord'

/** How long a challenge may be solved and spent: ten minutes. */
export const ALTCHA_TTL_MS = 10 * 60_000

/**
 * The proof of work asked of a browser: PBKDF2/SHA-256 with `cost` iterations per attempt, the answer a random
 * counter from `minCounter` to `maxCounter`. Measured in chromium here with the widget's workers (the register e2e
 * test logs it): about 0.11 ms an attempt (counter 3 072 in 332 ms), so the mean counter of 4 500 is about half a
 * second of work; the server's side is one PBKDF2 when issuing and two HMACs when checking.
 */
export const ALTCHA_WORK = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, minCounter: 1_500, maxCounter: 7_500 } as const

/** Options of createAltcha. */
export interface AltchaOptions {
  /** ALTCHA_HMAC_KEY. */
  hmacKey: string
  /** Where spent challenges are remembered: by default this process's memory, so a payload is single use per instance. */
  used?: SpentChallenges
  /** The clock, in ms. */
  now?: () => number
  /** The proof of work; tests make it small. */
  work?: { algorithm: string; cost: number; minCounter: number; maxCounter: number }
}

/** ALTCHA on the server: challenges for the widget, and a single-use check of its payload. */
export interface Altcha extends BotCheck {
  challenge(): Promise<Challenge>
}

interface Payload {
  challenge: Challenge
  solution: Solution
}

/** The widget's payload (base64 JSON of challenge and solution), or null when it is not one. */
function readPayload(answer: string): Payload | null {
  if (answer.length > 16_384 || !/^[A-Za-z0-9+/=_-]+$/.test(answer)) return null
  try {
    const data: unknown = JSON.parse(Buffer.from(answer, 'base64').toString('utf8'))
    if (!isRecord(data) || !isRecord(data.challenge) || !isRecord(data.solution) || !isRecord(data.challenge.parameters)) return null
    if (typeof data.challenge.signature !== 'string') return null
    return data as unknown as Payload
  } catch {
    return null
  }
}

/**
 * ALTCHA challenges signed with the HMAC key, expiring after ten minutes, and their check: the signature must be
 * ours, the solution right, the challenge unexpired and never spent before. The derived key is signed as well
 * (altcha-lib's deterministic mode), so checking a solution is two HMACs, not a proof of work of our own.
 */
export function createAltcha({ hmacKey, used = new UsedChallenges(), now = Date.now, work = ALTCHA_WORK }: AltchaOptions): Altcha {
  // a second secret for the derived-key signatures, derived from the one configured
  const keySecret = createHmac('sha256', hmacKey).update('altcha derived key signatures').digest('hex')
  return {
    challenge: () =>
      createChallenge({
        algorithm: work.algorithm,
        cost: work.cost,
        counter: randomInt(work.maxCounter, work.minCounter),
        deriveKey,
        expiresAt: Math.floor((now() + ALTCHA_TTL_MS) / 1000),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      }),

    async verify(answer) {
      if (typeof answer !== 'string' || answer === '') return botCheckFailure('missing')
      const payload = readPayload(answer)
      if (!payload) return botCheckFailure('malformed')
      const { parameters, signature } = payload.challenge
      const expiresAt = typeof parameters.expiresAt === 'number' ? parameters.expiresAt * 1000 : Number.NaN
      // a challenge with no expiry, or one we would never have issued, is not ours
      if (!Number.isFinite(expiresAt) || expiresAt > now() + ALTCHA_TTL_MS + 60_000) return botCheckFailure('forged')
      if (expiresAt <= now()) return botCheckFailure('expired')
      let result
      try {
        result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: hmacKey, hmacKeySignatureSecret: keySecret })
      } catch {
        return botCheckFailure('malformed')
      }
      if (result.expired) return botCheckFailure('expired')
      if (!result.verified) return botCheckFailure('forged')
      // only a verified payload is remembered, so forged ones cannot fill the memory
      const claim = await used.claim(signature as string, expiresAt)
      if (claim === 'used') return botCheckFailure('replayed')
      if (claim === 'full') return botCheckFailure('busy')
      if (claim === 'unavailable') return botCheckFailure('unavailable')
      return { ok: true }
    },
  }
}
