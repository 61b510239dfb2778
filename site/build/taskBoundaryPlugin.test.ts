import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT } from './compileHintsPlugin'
import { TASK_BOUNDARY, taskBoundaryPlugin } from './taskBoundaryPlugin'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

function chunk(fileName: string, moduleIds: string[], code = 'import{a}from"./framework.js";export const b=a;', map?: { mappings: string }): OutputChunk {
  return { type: 'chunk', fileName, moduleIds, code, map } as unknown as OutputChunk
}

const isShell = (ids: readonly string[]) => ids.some((id) => id.includes('/site/layouts/'))

function generate(bundle: OutputBundle): void {
  const hook = taskBoundaryPlugin(isShell).generateBundle as { order: string; handler: (options: unknown, bundle: OutputBundle) => void }
  expect(hook.order).toBe('post')
  hook.handler({}, bundle)
}

describe('taskBoundaryPlugin', () => {
  it('opens a chosen chunk with the task boundary, before its imports, and moves its source map down a line', () => {
    const shell = chunk('entries/client.js', ['/app/site/layouts/SiteLayout.tsx'], undefined, { mappings: 'AAAA' })
    generate({ [shell.fileName]: shell })
    expect(shell.code).toBe(`${TASK_BOUNDARY}import{a}from"./framework.js";export const b=a;`)
    expect(shell.map!.mappings).toBe(';AAAA')
  })

  it('keeps the compile hint the first line', () => {
    const shell = chunk('entries/client.js', ['/app/site/layouts/SiteLayout.tsx'], `${COMPILE_HINT}export const b=1;`)
    generate({ [shell.fileName]: shell })
    expect(shell.code).toBe(`${COMPILE_HINT}${TASK_BOUNDARY}export const b=1;`)
  })

  it('leaves other chunks and assets as they are', () => {
    const framework = chunk('entries/entry-client-routing.js', ['/app/node_modules/react-dom/client.js'])
    const asset = { type: 'asset', fileName: 'assets/site.css', source: 'a{}' }
    generate({ [framework.fileName]: framework, [asset.fileName]: asset } as unknown as OutputBundle)
    expect(framework.code).toBe('import{a}from"./framework.js";export const b=a;')
    expect(asset.source).toBe('a{}')
  })

  it('runs the chunk body in a later task than its caller', async () => {
    const order: string[] = []
    // the boundary as a module body would run it: an async function standing in for the module's evaluation
    const body = new Function('order', `return (async()=>{${TASK_BOUNDARY}order.push('body')})()`) as (order: string[]) => Promise<void>
    const evaluated = body(order)
    order.push('same task')
    await Promise.resolve()
    order.push('microtasks done')
    await evaluated
    expect(order).toEqual(['same task', 'microtasks done', 'body'])
  })

  it('applies to the client build only', () => {
    const { applyToEnvironment } = taskBoundaryPlugin(() => true) as unknown as { applyToEnvironment: (environment: { name: string }) => boolean }
    expect(applyToEnvironment({ name: 'client' })).toBe(true)
    expect(applyToEnvironment({ name: 'ssr' })).toBe(false)
  })
})
