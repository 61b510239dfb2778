import { afterEach, expect, it, vi } from 'vitest'

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('stratum.contentRuntime')]
})

it('gives every copy of this module one content runtime: the purge webhook purges the cache the pages read', async () => {
  // Vike's server build bundles its own copy of site/server/content.ts beside the one serve.ts imports
  const routes = await import('./content')
  vi.resetModules()
  const pages = await import('./content')
  expect(pages).not.toBe(routes)
  expect(pages.contentRuntime()).toBe(routes.contentRuntime())
  expect(pages.contentRuntime().cache).toBe(routes.contentRuntime().cache)
})
