import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { expectSectionAndAssetUntouched, outputChunk } from './bundleFixtures'
import { COMPILE_HINT } from './compileHintsPlugin'
import { BOUNDARY_MARKER, TASK_BOUNDARY, taskBoundaryPlugin, type TaskBoundaries } from './taskBoundaryPlugin'

type OutputBundle = Rollup.OutputBundle

const chunk = (fileName: string, moduleIds: string[], code = 'import{a}from"./framework.js";export const b=a;', map?: { mappings: string }) =>
  outputChunk(fileName, moduleIds, code, map)

const boundaries: TaskBoundaries = {
  chunks: (ids) => ids.some((id) => id.includes('/site/layouts/')),
  modules: (id) => id.endsWith('/vike/entry.js'),
}

/**
 * generateBundle as the build runs it, after transforming `marked` modules the boundaries pick; `parse` stands in for
 * the build's parser (throws on code it cannot parse).
 */
function generate(bundle: OutputBundle, parse: (code: string) => void = () => {}, marked = 0, plugin = taskBoundaryPlugin(boundaries)): void {
  for (let i = 0; i < marked; i++) (plugin.transform as (code: string, id: string) => unknown)('x();', '/app/node_modules/vike/entry.js')
  const hook = plugin.generateBundle as {
    order: string
    handler: (this: { parse: (code: string) => void; error: (message: string) => never }, options: unknown, bundle: OutputBundle) => void
  }
  expect(hook.order).toBe('post')
  const context = {
    parse,
    error: (message: string): never => {
      throw new Error(message)
    },
  }
  hook.handler.call(context, {}, bundle)
}

/** The chunk Vike's marked entry ends up in, as a bundle of one. */
function markedChunk(): OutputBundle {
  return { 'entries/entry-client-routing.js': chunk('entries/entry-client-routing.js', ['/app/node_modules/vike/entry.js'], `${BOUNDARY_MARKER};`) }
}

function transform(code: string, id: string): { code: string; map: { mappings: string } } | null {
  const hook = taskBoundaryPlugin(boundaries).transform as (code: string, id: string) => { code: string; map: { mappings: string } } | null
  return hook(code, id)
}

describe('taskBoundaryPlugin', () => {
  it('opens a chosen chunk with the task boundary, before its imports, and moves its source map down a line', () => {
    const shell = chunk('entries/client.js', ['/app/site/layouts/SiteLayout.tsx'], undefined, { mappings: 'AAAA' })
    generate({ [shell.fileName]: shell, ...markedChunk() }, undefined, 1)
    expect(shell.code).toBe(`${TASK_BOUNDARY}import{a}from"./framework.js";export const b=a;`)
    expect(shell.map!.mappings).toBe(';AAAA')
  })

  it('keeps the compile hint the first line', () => {
    const shell = chunk('entries/client.js', ['/app/site/layouts/SiteLayout.tsx'], `${COMPILE_HINT}export const b=1;`)
    generate({ [shell.fileName]: shell, ...markedChunk() }, undefined, 1)
    expect(shell.code).toBe(`${COMPILE_HINT}${TASK_BOUNDARY}export const b=1;`)
  })

  it('marks a chosen module where its code begins, with a source map of the shifted lines', () => {
    const result = transform('import{x}from"./x.js";\nx();', '/app/node_modules/vike/entry.js')
    expect(result!.code).toBe(`${BOUNDARY_MARKER};\nimport{x}from"./x.js";\nx();`)
    expect(result!.map.mappings).toBe(';AAAA;AACA')
    expect(transform('x();', '/app/node_modules/react/index.js')).toBeNull()
  })

  it('turns the marker, where the minifier left it, into an await of the next task', () => {
    const framework = chunk('entries/entry-client-routing.js', ['/app/node_modules/vike/entry.js'], `function r(){}var d=1;${BOUNDARY_MARKER},r(),r();export{d};`)
    generate({ [framework.fileName]: framework }, undefined, 1)
    expect(framework.code).not.toContain(BOUNDARY_MARKER)
    expect(framework.code).toBe('function r(){}var d=1;(await(globalThis.scheduler?.yield?.()??new Promise(r=>setTimeout(r)))),r(),r();export{d};')
  })

  it('fails the build when a marker is not at the top level of its chunk', () => {
    const wrapped = chunk('entries/entry-client-routing.js', ['/app/node_modules/vike/entry.js'], `var init=()=>{${BOUNDARY_MARKER};};export{init};`)
    const parse = (code: string) => {
      // an await inside a function that is not async: what the build's parser refuses
      if (/=>\{\(await/.test(code)) throw new Error('await is only valid in async functions')
    }
    expect(() => generate({ [wrapped.fileName]: wrapped }, parse, 1)).toThrow(/not at the top level of the chunk/)
  })

  it('fails the build when no module was picked, or when the marker of a picked module did not reach a chunk', () => {
    const shell = () => chunk('entries/client.js', ['/app/site/layouts/SiteLayout.tsx'])
    expect(() => generate({ 'entries/client.js': shell() }, undefined, 0)).toThrow(/no module of the build is one the task boundaries pick/)
    expect(() => generate({ 'entries/client.js': shell() }, undefined, 1)).toThrow(/1 of the 1 modules given a task boundary lost it/)
  })

  it('leaves other chunks and assets as they are', () => {
    expectSectionAndAssetUntouched((bundle) => generate({ ...bundle, ...markedChunk() }, undefined, 1))
  })

  it('runs what follows the boundary in a later task than the code before it', async () => {
    const order: string[] = []
    // the boundary as a module body would run it: an async function standing in for the module's evaluation
    const body = new Function('order', `return (async()=>{${TASK_BOUNDARY}order.push('after the boundary')})()`) as (order: string[]) => Promise<void>
    const evaluated = body(order)
    order.push('same task')
    await Promise.resolve()
    order.push('microtasks done')
    await evaluated
    expect(order).toEqual(['same task', 'microtasks done', 'after the boundary'])
  })

  it('applies to the client build only', () => {
    const { applyToEnvironment } = taskBoundaryPlugin({}) as unknown as { applyToEnvironment: (environment: { name: string }) => boolean }
    expect(applyToEnvironment({ name: 'client' })).toBe(true)
    expect(applyToEnvironment({ name: 'ssr' })).toBe(false)
  })
})
