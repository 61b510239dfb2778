import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { expectSectionAndAssetUntouched, outputChunk } from './bundleFixtures'
import { COMPILE_HINT, compileHintsPlugin } from './compileHintsPlugin'

type OutputBundle = Rollup.OutputBundle

const chunk = (fileName: string, moduleIds: string[], map?: { mappings: string }) => outputChunk(fileName, moduleIds, 'export const a=1;', map)

function generate(bundle: OutputBundle, runsOnLoad = (id: string) => id.includes('/node_modules/react-dom/')): void {
  const hook = compileHintsPlugin(runsOnLoad).generateBundle as { order: string; handler: (options: unknown, bundle: OutputBundle) => void }
  expect(hook.order).toBe('post')
  hook.handler({}, bundle)
}

describe('compileHintsPlugin', () => {
  it('starts each chunk holding a module that runs on load with the compile hint, and moves its source map down a line', () => {
    const framework = chunk('entries/entry-client-routing.js', ['/app/node_modules/react-dom/client.js', '/app/site/pages/+client.ts'], {
      mappings: 'AAAA;AACA',
    })
    generate({ [framework.fileName]: framework })
    expect(framework.code).toBe(`${COMPILE_HINT}export const a=1;`)
    expect(framework.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
    expect(framework.map!.mappings).toBe(';AAAA;AACA')
  })

  it('leaves section chunks, chunks without a map and assets as they are', () => {
    expectSectionAndAssetUntouched((bundle) => generate(bundle))
  })

  it('applies to the client build only', () => {
    const { applyToEnvironment } = compileHintsPlugin(() => true) as unknown as {
      applyToEnvironment: (environment: { name: string }) => boolean
    }
    expect(applyToEnvironment({ name: 'client' })).toBe(true)
    expect(applyToEnvironment({ name: 'ssr' })).toBe(false)
  })
})
