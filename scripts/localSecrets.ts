import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Secrets of a developer's machine: the preview link, the purge webhook and the relayed sign-ins' visitor address,
 * which the site and Strapi share, the key the site signs ALTCHA challenges with, kept so challenges
 * survive a restart, and Strapi's admin password.
 */
export interface LocalSecrets {
  PREVIEW_SECRET: string
  PURGE_SECRET: string
  ALTCHA_HMAC_KEY: string
  /** The site vouches with it to Strapi for a visitor's address when it relays a sign-in (site/server/http/clientAddress.ts). */
  PROXY_SECRET: string
  /**
   * Strapi's first admin's password: `npm start` runs Strapi in production, which takes no known password
   * (cms/src/setup/adminCredentials.js). Strapi's alone: the site never gets it.
   */
  ADMIN_PASSWORD: string
}

/** A random password that meets Strapi's rule for admin passwords: a lower-case letter, a capital and a digit. */
function adminPassword(): string {
  return `${randomBytes(18).toString('base64url')}-Aa1`
}

/**
 * The shared secrets for `npm start`: from the environment when set, else made once and kept in
 * `.stratum/secrets.json` (git-ignored), so Strapi's stored webhook and preview button keep working across starts.
 */
export function localSecrets(root: string, env: NodeJS.ProcessEnv = process.env): LocalSecrets {
  const file = join(root, '.stratum', 'secrets.json')
  let stored: Partial<LocalSecrets> = {}
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>
  const secrets: LocalSecrets = {
    PREVIEW_SECRET: env.PREVIEW_SECRET || stored.PREVIEW_SECRET || randomBytes(24).toString('base64url'),
    PURGE_SECRET: env.PURGE_SECRET || stored.PURGE_SECRET || randomBytes(24).toString('base64url'),
    ALTCHA_HMAC_KEY: env.ALTCHA_HMAC_KEY || stored.ALTCHA_HMAC_KEY || randomBytes(32).toString('base64url'),
    PROXY_SECRET: env.PROXY_SECRET || stored.PROXY_SECRET || randomBytes(24).toString('base64url'),
    ADMIN_PASSWORD: env.ADMIN_PASSWORD || stored.ADMIN_PASSWORD || adminPassword(),
  }
  if ((Object.keys(secrets) as (keyof LocalSecrets)[]).some((name) => stored[name] !== secrets[name])) {
    mkdirSync(join(root, '.stratum'), { recursive: true })
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 })
  }
  return secrets
}
