import { Hono } from 'hono'
import type { BotProtectionSettings } from '../../../runtime/commerce'
import { logLine } from '../http/logLine'
import type { BotCheck } from './BotCheckFailure'
import { TURNSTILE_SCRIPT_URL, type BotProtectionConfig } from './botProtectionConfig'
import { createAltcha } from './createAltcha'
import { createTurnstile } from './createTurnstile'
import type { SpentChallenges } from './UsedChallenges'

const defaultWarn = (message: string): void => logLine({ level: 'warn', msg: message })

/** Where the ALTCHA widget fetches a challenge. */
export const ALTCHA_CHALLENGE_PATH = '/api/altcha/challenge'

/** The register form's bot check on the server, and what the page and the CSP need to know of it. */
export interface BotProtection {
  /** Checks the form's answer; null when bot protection is off. */
  check: BotCheck | null
  /** Routes the widget calls (ALTCHA's challenge); mount at `/`. */
  routes: Hono
  /** What the register form needs in the browser. */
  settings: BotProtectionSettings
  /** Origins the widget frames (Turnstile's), for the CSP's frame-src. */
  frameOrigins: string[]
  /** Whether the widget runs web workers from this site (ALTCHA's proof of work), for the CSP's worker-src. */
  workers: boolean
}

/** Options of createBotProtection. */
export interface BotProtectionOptions {
  /**
   * Where ALTCHA's spent payloads are remembered: a store the site's instances share (createStrapiSpentChallenges,
   * with PROXY_SECRET). Without one, this process's memory, and a warning: a payload is then single use per instance.
   */
  spent?: SpentChallenges | undefined
  warn?: (message: string) => void
}

/**
 * The bot check BOT_PROTECTION chose: ALTCHA (self-hosted proof of work: GET /api/altcha/challenge
 * hands out signed challenges, no store needed until a payload is spent), Cloudflare Turnstile, or none.
 */
export function createBotProtection(config: BotProtectionConfig, { spent, warn = defaultWarn }: BotProtectionOptions = {}): BotProtection {
  const routes = new Hono()
  if (config.kind === 'altcha') {
    if (!spent) warn('PROXY_SECRET is not set: spent ALTCHA payloads are remembered by this instance only, and another instance of the site would take one again')
    const altcha = createAltcha({ hmacKey: config.hmacKey, ...(spent ? { used: spent } : {}) })
    routes.get(ALTCHA_CHALLENGE_PATH, async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await altcha.challenge())
    })
    return { check: altcha, routes, settings: botProtectionSettings(config), frameOrigins: [], workers: true }
  }
  if (config.kind === 'turnstile') {
    return {
      check: createTurnstile({ secret: config.secret, verifyUrl: config.verifyUrl }),
      routes,
      settings: botProtectionSettings(config),
      frameOrigins: [new URL(TURNSTILE_SCRIPT_URL).origin],
      workers: false,
    }
  }
  return { check: null, routes, settings: botProtectionSettings(config), frameOrigins: [], workers: false }
}

/** What the register form needs in the browser for a bot protection setting. */
export function botProtectionSettings(config: BotProtectionConfig): BotProtectionSettings {
  if (config.kind === 'altcha') return { kind: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH }
  if (config.kind === 'turnstile') return { kind: 'turnstile', siteKey: config.siteKey }
  return { kind: 'none' }
}
