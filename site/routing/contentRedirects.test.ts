import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// The `redirects` collection through the files source: a pack with good and bad entries.
const dir = mkdtempSync(join(tmpdir(), 'stratum-redirects-'))
const entries: Record<string, unknown> = {
  moved: { from: '/old-page', to: '/about', statusCode: 301 },
  section: { from: '/news/**', to: '/blog/**', statusCode: 308 },
  'by-param': { from: '/people/:user', to: '/blog/author/:user' },
  sister: { from: '/domains-elsewhere/**', to: 'https://kestrel.example/**', statusCode: 302 },
  'host-from-path': { from: '/go/:host', to: 'https://:host/', statusCode: 302 },
  'bad-status': { from: '/odd', to: '/about', statusCode: 303 },
  script: { from: '/run', to: 'javascript:alert(1)' },
  'protocol-relative': { from: '/cdn', to: '//evil.example/x' },
}

let contentRedirects: typeof import('./contentRedirects').contentRedirects
const route = (path: string) => ({ path, fullPath: path, params: {} })

beforeAll(async () => {
  mkdirSync(join(dir, 'collections/redirects'), { recursive: true })
  for (const [name, entry] of Object.entries(entries)) writeFileSync(join(dir, 'collections/redirects', `${name}.json`), JSON.stringify(entry))
  vi.stubEnv('CONTENT_SOURCE', 'files')
  vi.stubEnv('CONTENT_DIR', dir)
  ;({ contentRedirects } = await import('./contentRedirects'))
})
afterAll(() => {
  vi.unstubAllEnvs()
  rmSync(dir, { recursive: true, force: true })
})

describe('contentRedirects', () => {
  it('answers a path from the collection with its target and status, 301 by default', async () => {
    expect(await contentRedirects(route('/old-page'))).toEqual({ to: '/about', status: 301 })
    expect(await contentRedirects(route('/people/priya-raman'))).toEqual({ to: '/blog/author/priya-raman', status: 301 })
    expect(await contentRedirects(route('/news/2024/launch'))).toEqual({ to: '/blog/2024/launch', status: 308 })
    expect(await contentRedirects(route('/about'))).toBeNull()
  })

  it('allows another site only when the entry itself names it', async () => {
    expect(await contentRedirects(route('/domains-elsewhere/uk'))).toEqual({ to: 'https://kestrel.example/uk', status: 302, external: true })
  })

  it('leaves out, with a warning, an entry whose host the path would choose, a script or protocol-relative target, a status that is no redirect', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await contentRedirects(route('/go/evil.example'))).toBeNull()
    expect(await contentRedirects(route('/odd'))).toBeNull()
    expect(await contentRedirects(route('/run'))).toBeNull()
    expect(await contentRedirects(route('/cdn'))).toBeNull()
    expect(warn.mock.calls.map(([line]) => JSON.parse(line as string).reason)).toEqual(
      // (a 303 never gets this far from the files source, which checks the schema; Strapi only checks 301 to 308)
      expect.arrayContaining([
        'Navigating to an external URL is not allowed by default',
        "Cannot navigate to a URL with 'javascript:' protocol",
      ]),
    )
    warn.mockRestore()
  })
})
