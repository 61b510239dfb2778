import { randomBytes } from 'node:crypto'

/** The cloudflare endpoint that checks a Turnstile token (overridable for tests: TURNSTILE_VERIFY_URL). */
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
/** Where the Turnstile widget's script comes from. */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

/** The register form's bot check, from the environment. */
export type BotProtectionConfig =
  | {
      kind: 'altcha'
      /** ALTCHA_HMAC_KEY: signs challenges. */
      hmacKey: string
      /** True when no key was configured and this process made its own: challenges only verify on this instance. */
      ephemeral: boolean
    }
  | { kind: 'turnstile'; siteKey: string; secret: string; verifyUrl: string }
  | { kind: 'none' }

/** A bot protection setting that cannot work; the message names the variable to fix. */
export class BotProtectionConfigError extends Error {
  override readonly name = 'BotProtectionConfigError'
}

/**
 * Reads BOT_PROTECTION (`altcha`, the default; `turnstile`; or `off`) and its settings. ALTCHA needs
 * ALTCHA_HMAC_KEY (`npm start` makes one and keeps it in .stratum/secrets.json); without it this process makes
 * a random key and warns, as challenges then verify only on the instance that issued them. Turnstile needs
 * TURNSTILE_SITE_KEY and TURNSTILE_SECRET; a missing one throws, naming it.
 */
export function readBotProtectionConfig(env: NodeJS.ProcessEnv = process.env, warn: (message: string) => void = defaultWarn): BotProtectionConfig {
  const kind = (env.BOT_PROTECTION || 'altcha').toLowerCase()
  if (kind === 'off' || kind === 'none') {
    warn('BOT_PROTECTION=off: the register form has no bot check')
    return { kind: 'none' }
  }
  if (kind === 'turnstile') {
    const siteKey = env.TURNSTILE_SITE_KEY || ''
    const secret = env.TURNSTILE_SECRET || env.TURNSTILE_SECRET_KEY || ''
    if (!siteKey) throw new BotProtectionConfigError('BOT_PROTECTION=turnstile needs TURNSTILE_SITE_KEY (the widget’s site key from the Cloudflare dashboard)')
    if (!secret) throw new BotProtectionConfigError('BOT_PROTECTION=turnstile needs TURNSTILE_SECRET (the secret key from the Cloudflare dashboard)')
    return { kind: 'turnstile', siteKey, secret, verifyUrl: env.TURNSTILE_VERIFY_URL || TURNSTILE_VERIFY_URL }
  }
  if (kind !== 'altcha') throw new BotProtectionConfigError(`BOT_PROTECTION must be "altcha", "turnstile" or "off", not "${env.BOT_PROTECTION}"`)
  const configured = env.ALTCHA_HMAC_KEY || ''
  if (configured) {
    if (configured.length < 16) throw new BotProtectionConfigError('ALTCHA_HMAC_KEY must be at least 16 characters: a random secret such as `openssl rand -base64 32`')
    return { kind: 'altcha', hmacKey: configured, ephemeral: false }
  }
  warn('ALTCHA_HMAC_KEY is not set: this process signs ALTCHA challenges with a random key of its own, so they only verify on this instance')
  return { kind: 'altcha', hmacKey: randomBytes(32).toString('base64url'), ephemeral: true }
}

function defaultWarn(message: string): void {
  console.warn(JSON.stringify({ level: 'warn', msg: message }))
}

let current: BotProtectionConfig | undefined

/** The process's bot protection settings, read once: an ephemeral ALTCHA key must stay the same for the process. */
export function botProtectionConfig(): BotProtectionConfig {
  current ??= readBotProtectionConfig()
  return current
}
