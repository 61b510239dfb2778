import type { Rollup } from 'vite'
import { expect } from 'vitest'

/** Test fixtures for the client build's generateBundle plugins (compileHintsPlugin). */

/** An output chunk of the given modules, code and source map. */
export function outputChunk(fileName: string, moduleIds: string[], code: string, map?: { mappings: string }): Rollup.OutputChunk {
  return { type: 'chunk', fileName, moduleIds, code, map } as unknown as Rollup.OutputChunk
}

/**
 * Runs `generate` on a bundle of a section's chunk (which neither plugin picks) and a stylesheet, and checks it left
 * both as they were.
 */
export function expectSectionAndAssetUntouched(generate: (bundle: Rollup.OutputBundle) => void): void {
  const code = 'import{a}from"./framework.js";export const b=a;'
  const section = outputChunk('chunks/faq.js', ['/app/sections/faq/Faq.tsx'], code)
  const asset = { type: 'asset', fileName: 'assets/site.css', source: 'a{}' }
  generate({ [section.fileName]: section, [asset.fileName]: asset } as unknown as Rollup.OutputBundle)
  expect(section.code).toBe(code)
  expect(asset.source).toBe('a{}')
}
