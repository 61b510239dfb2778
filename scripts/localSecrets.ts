import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Secrets of a developer's machine: the preview link and the purge webhook, which the site and Strapi share, and
 * the key the site signs ALTCHA challenges with (issue 8), kept so challenges survive a restart.
 */
export interface LocalSecrets {
  PREVIEW_SECRET: string
  PURGE_SECRET: string
  ALTCHA_HMAC_KEY: string
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
  }
  if (stored.PREVIEW_SECRET !== secrets.PREVIEW_SECRET || stored.PURGE_SECRET !== secrets.PURGE_SECRET || stored.ALTCHA_HMAC_KEY !== secrets.ALTCHA_HMAC_KEY) {
    mkdirSync(join(root, '.stratum'), { recursive: true })
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 })
  }
  return secrets
}
