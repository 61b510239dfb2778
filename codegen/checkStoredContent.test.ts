import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GENERATED_DIRS } from './generate'
import { runCodegen } from './runCodegen'

const CASES = fileURLToPath(new URL('./__cases__/content/', import.meta.url))
const BASE = fileURLToPath(new URL('./__cases__/content-base/', import.meta.url))
/** Set UPDATE_CASES=1 to rewrite each case's expected.txt after an intended change to the report. */
const UPDATE = process.env.UPDATE_CASES === '1'

interface Case {
  /** The schema change, in words. */
  change: string
  allowContentLoss: boolean
  exit: number
}

function snapshot(root: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const dir of GENERATED_DIRS) {
    if (!existsSync(join(root, dir))) continue
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) files[relative(root, join(entry.parentPath, entry.name))] = readFileSync(join(entry.parentPath, entry.name), 'utf8')
    }
  }
  return files
}

describe('codegen checks the content pack against a schema change before it writes', () => {
  let root: string
  let output: string[]
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'stratum-content-check-'))
    for (const part of ['schemas', 'sections', 'content']) cpSync(join(BASE, part), join(root, part), { recursive: true })
    output = []
    for (const method of ['log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((text: string) => void output.push(text))
  })
  afterEach(() => {
    vi.restoreAllMocks()
    rmSync(root, { recursive: true, force: true })
  })

  for (const name of readdirSync(CASES).sort()) {
    const dir = join(CASES, name)
    const spec = JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')) as Case
    it(`${spec.exit === 0 ? 'accepts' : 'refuses'} "${name}" (${spec.change}) and says so about each entry`, async () => {
      // what Strapi stores now: the models generated from the base schemas, which the pack fits
      expect(await runCodegen(root, false)).toBe(0)
      rmSync(join(root, 'schemas'), { recursive: true })
      cpSync(join(dir, 'schemas'), join(root, 'schemas'), { recursive: true })
      const before = snapshot(root)
      output = []

      const code = await runCodegen(root, false, { allowContentLoss: spec.allowContentLoss })

      // the content report comes first, before anything is written
      const report = `${output[0] ?? ''}\n`
      if (UPDATE) writeFileSync(join(dir, 'expected.txt'), report)
      expect(report).toBe(readFileSync(join(dir, 'expected.txt'), 'utf8'))
      expect(code).toBe(spec.exit)
      if (spec.exit === 0) {
        expect(snapshot(root)).not.toEqual(before)
        expect(await runCodegen(root, true, { allowContentLoss: spec.allowContentLoss })).toBe(0)
      } else {
        expect(snapshot(root)).toEqual(before)
      }
    })
  }
})
