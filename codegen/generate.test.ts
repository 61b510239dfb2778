import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CodegenError } from './CodegenError'
import { generate } from './generate'

const CASES = fileURLToPath(new URL('./__cases__/', import.meta.url))
/** Set UPDATE_CASES=1 to rewrite the expected files after an intended change to the output. */
const UPDATE = process.env.UPDATE_CASES === '1'

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort()
}

function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((f) => [f, readFileSync(join(dir, f), 'utf8')]))
}

describe('codegen cases: schemas in, expected files out', () => {
  for (const name of readdirSync(join(CASES, 'generate'))) {
    const dir = join(CASES, 'generate', name)
    it(`generates exactly the expected files for "${name}"`, async () => {
      const files = await generate(dir)
      const expectedDir = join(dir, 'expected')
      if (UPDATE) {
        for (const file of files) {
          mkdirSync(dirname(join(expectedDir, file.path)), { recursive: true })
          writeFileSync(join(expectedDir, file.path), file.contents)
        }
      }
      expect(files.map((f) => f.path)).toEqual(listFiles(expectedDir))
      for (const file of files) expect(file.contents, file.path).toBe(readFileSync(join(expectedDir, file.path), 'utf8'))
    })

    it(`is deterministic and leaves the schemas of "${name}" untouched`, async () => {
      const before = snapshot(join(dir, 'schemas'))
      const first = await generate(dir)
      const second = await generate(dir)
      expect(second).toEqual(first)
      expect(snapshot(join(dir, 'schemas'))).toEqual(before)
    })
  }
})

describe('codegen: a bad schema names the file, the JSON pointer and the problem', () => {
  for (const name of readdirSync(join(CASES, 'errors'))) {
    const dir = join(CASES, 'errors', name)
    it(`reports "${name}"`, async () => {
      const expected = readFileSync(join(dir, 'error.txt'), 'utf8').trim()
      const error = await generate(dir).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(CodegenError)
      expect((error as CodegenError).message.startsWith(expected), (error as Error).message).toBe(true)
    })
  }
})
