import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { serveScript, SITE_NODE_FLAGS, siteServerArgs } from './siteServerCommand'

describe('the production server command', () => {
  it('is what `npm run serve` runs, flags and environment included', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }
    expect(pkg.scripts.serve).toBe(serveScript())
  })

  it("gives node its flags before the script, for the bundle and for tsx's fallback alike", () => {
    expect(siteServerArgs('/nowhere')).toEqual([...SITE_NODE_FLAGS, '--import', 'tsx', 'site/server/serve.ts'])
  })
})
