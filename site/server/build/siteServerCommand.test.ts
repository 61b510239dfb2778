import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { serveScript, siteServerArgs } from './siteServerCommand'

describe('the production server command', () => {
  it('is what `npm run serve` runs', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }
    expect(pkg.scripts.serve).toBe(serveScript())
  })

  it("falls back to the TypeScript source through tsx when there is no bundle", () => {
    expect(siteServerArgs('/nowhere')).toEqual(['--import', 'tsx', 'site/server/serve.ts'])
  })
})
