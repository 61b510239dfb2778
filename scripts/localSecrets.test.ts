import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { localSecrets } from './localSecrets'

let root: string | undefined
const project = () => (root = mkdtempSync(join(tmpdir(), 'stratum-secrets-')))
afterEach(() => root && rmSync(root, { recursive: true, force: true }))

describe('localSecrets', () => {
  it('makes an admin password Strapi accepts, keeps it in .stratum/secrets.json for the next start, readable by the owner alone', () => {
    const dir = project()
    const first = localSecrets(dir, {})
    // Strapi's admin password rule: 8 to 72 characters, a lower-case letter, a capital and a digit
    expect(first.ADMIN_PASSWORD).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,72}$/)
    expect(first.ADMIN_PASSWORD).not.toBe('Stratum-dev-2026')
    expect(localSecrets(dir, {})).toEqual(first)
    const file = join(dir, '.stratum', 'secrets.json')
    expect(JSON.parse(readFileSync(file, 'utf8')).ADMIN_PASSWORD).toBe(first.ADMIN_PASSWORD)
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('takes ADMIN_PASSWORD from the environment when set', () => {
    expect(localSecrets(project(), { ADMIN_PASSWORD: 'From-the-env-1' }).ADMIN_PASSWORD).toBe('From-the-env-1')
  })
})
