import { isContentServiceError, type StrapiClient } from '../../../runtime/content'
import { logLine } from '../http/logLine'
import type { ChallengeClaim, SpentChallenges } from './UsedChallenges'

const defaultWarn = (message: string): void => logLine({ level: 'warn', msg: message })

/** Strapi's route for the claims, under its REST prefix (cms/src/spentChallenges.js). */
export const SPENT_CHALLENGES_PATH = 'stratum/spent-challenges'

/** Options of createStrapiSpentChallenges. */
export interface StrapiSpentChallengesOptions {
  strapi: StrapiClient
  /** PROXY_SECRET, which Strapi asks of every claim. */
  proxySecret: string
  /** Where a failed claim is reported (default: a JSON line on stderr). */
  warn?: (message: string) => void
}

/**
 * Spent ALTCHA challenges kept in Strapi, which every instance of the site shares: a payload verified on one instance
 * is refused on all the others (single use). Strapi answers 201 to the first claim of a signature and 409 to
 * any other until the challenge expires. When Strapi cannot be asked, the claim is `unavailable` and the registration
 * waits: it would reach Strapi next anyway, and a payload is never let through unclaimed.
 */
export function createStrapiSpentChallenges({ strapi, proxySecret, warn = defaultWarn }: StrapiSpentChallengesOptions): SpentChallenges {
  return {
    async claim(id: string, expiresAt: number): Promise<ChallengeClaim> {
      try {
        await strapi.create(SPENT_CHALLENGES_PATH, { signature: id, expiresAt }, undefined, { headers: { 'x-proxy-secret': proxySecret } })
        return 'claimed'
      } catch (error) {
        if (isContentServiceError(error, 409)) return 'used'
        warn(`spent challenges: Strapi did not take the claim (${error instanceof Error ? error.message : String(error)})`)
        return 'unavailable'
      }
    },
  }
}
