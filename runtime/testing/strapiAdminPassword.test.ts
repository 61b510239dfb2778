import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runStrapiCommand, startStrapi } from './startStrapi'

// The real Strapi from cms/ over one SQLite file, started as `npm run cms:dev` and `npm start` start it: no admin may
// keep the development password in production (cms/src/setup/retireDevelopmentPassword.js). Each test starts
// Strapi again over the database the one before left, so they run in order. A production start without an admin
// is in strapiSecurity.test.ts.

const DEV_EMAIL = 'admin@stratum.local'
const DEV_PASSWORD = 'Stratum-dev-2026'

async function adminLogin(url: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${url}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  return response.status
}

async function hasAdmin(url: string): Promise<boolean> {
  return ((await (await fetch(`${url}/admin/init`)).json()) as { data: { hasAdmin: boolean } }).data.hasAdmin
}

describe('strapiAdminPassword: one database, seeded in development, then started in production', () => {
  let dir: string
  /** The database the development start seeds; `copy` is a second copy of it, taken right after. */
  let database: string
  let copy: string
  const boot = (file: string, env: Record<string, string> = {}) => startStrapi({ seed: false, env: { DATABASE_FILENAME: file, ...env } })
  /** Starts Strapi and expects it to refuse: resolves to what it printed. */
  const refusedBoot = async (file: string, env: Record<string, string> = {}): Promise<string> => {
    const outcome = await boot(file, env).then(
      async (running) => {
        await running.stop()
        return undefined
      },
      (error: unknown) => String(error),
    )
    expect(outcome, 'Strapi started').toBeDefined()
    return outcome ?? ''
  }
  const STRONG = 'Prod-admin-Password-7'

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'stratum-admin-db-'))
    database = join(dir, 'data.db')
    copy = join(dir, 'copy.db')
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('refuses ADMIN_PASSWORD=Stratum-dev-2026 in production: no admin gets it, and the log says so', async () => {
    const running = await boot(database, { ADMIN_PASSWORD: DEV_PASSWORD })
    try {
      expect(await adminLogin(running.url, DEV_EMAIL, DEV_PASSWORD)).not.toBe(200)
      expect(await hasAdmin(running.url)).toBe(false)
      expect(running.output()).toMatch(/ADMIN_PASSWORD is the development password: refused in production/)
    } finally {
      await running.stop()
    }
  }, 180_000)

  it('keeps the development password in development', async () => {
    const running = await boot(database, { NODE_ENV: 'development' })
    try {
      expect(await adminLogin(running.url, DEV_EMAIL, DEV_PASSWORD)).toBe(200)
    } finally {
      await running.stop()
    }
    copyFileSync(database, copy)
  }, 180_000)

  it('refuses to start in production while an admin has the development password, naming the admin and the fix', async () => {
    const refusal = await refusedBoot(database)
    expect(refusal).toMatch(/admin@stratum\.local still has the development password.*admin:reset-user-password/)
    // an ADMIN_PASSWORD for another admin does not excuse this one
    expect(await refusedBoot(database, { ADMIN_EMAIL: 'someone@example.test', ADMIN_PASSWORD: STRONG })).toMatch(/admin@stratum\.local still has/)
  }, 360_000)

  it('starts once Strapi’s CLI admin:reset-user-password, the fix the refusal names, has replaced it', async () => {
    const reset = await runStrapiCommand(['admin:reset-user-password', '--email', DEV_EMAIL, '--password', STRONG], { DATABASE_FILENAME: database })
    expect(reset.code, reset.output.slice(-2000)).toBe(0)
    const running = await boot(database)
    try {
      expect(await adminLogin(running.url, DEV_EMAIL, STRONG)).toBe(200)
      expect(await adminLogin(running.url, DEV_EMAIL, DEV_PASSWORD)).not.toBe(200)
    } finally {
      await running.stop()
    }
  }, 360_000)

  it('replaces the development password with ADMIN_PASSWORD when the admin is ADMIN_EMAIL, and logs it', async () => {
    const running = await boot(copy, { ADMIN_EMAIL: DEV_EMAIL, ADMIN_PASSWORD: STRONG })
    try {
      expect(running.output()).toMatch(/admin admin@stratum\.local had the development password: replaced with ADMIN_PASSWORD/)
      expect(await adminLogin(running.url, DEV_EMAIL, STRONG)).toBe(200)
      expect(await adminLogin(running.url, DEV_EMAIL, DEV_PASSWORD)).not.toBe(200)
    } finally {
      await running.stop()
    }
  }, 180_000)
})
