import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runCodegen } from './runCodegen'

const BASIC = fileURLToPath(new URL('./__cases__/generate/basic/', import.meta.url))

describe('runCodegen', () => {
  let root: string
  let errors: string[]
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'stratum-codegen-'))
    for (const part of ['schemas', 'sections']) cpSync(join(BASIC, part), join(root, part), { recursive: true })
    errors = []
    vi.spyOn(console, 'log').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line))
  })
  afterEach(() => {
    vi.restoreAllMocks()
    rmSync(root, { recursive: true, force: true })
  })

  it('writes the generated files, then --check passes', async () => {
    expect(await runCodegen(root, false)).toBe(0)
    expect(existsSync(join(root, 'runtime/generated/types.ts'))).toBe(true)
    expect(await runCodegen(root, true)).toBe(0)
  })

  it('is idempotent: a second run changes nothing', async () => {
    await runCodegen(root, false)
    const types = readFileSync(join(root, 'runtime/generated/types.ts'), 'utf8')
    expect(await runCodegen(root, false)).toBe(0)
    expect(readFileSync(join(root, 'runtime/generated/types.ts'), 'utf8')).toBe(types)
  })

  it('--check catches a hand edit of a generated file and names it', async () => {
    await runCodegen(root, false)
    writeFileSync(join(root, 'runtime/generated/registry.ts'), '// edited by hand\n', { flag: 'a' })
    expect(await runCodegen(root, true)).toBe(1)
    expect(errors.join('\n')).toContain('changed  runtime/generated/registry.ts')
  })

  it('--check catches a schema change', async () => {
    await runCodegen(root, false)
    const path = join(root, 'schemas/sections/notice.schema.json')
    writeFileSync(path, readFileSync(path, 'utf8').replace('"maxLength": 140', '"maxLength": 200'))
    expect(await runCodegen(root, true)).toBe(1)
    expect(errors.join('\n')).toContain('changed  runtime/generated/validators/sections/notice.js')
  })

  it('--check reports a stale generated file, and a run removes it', async () => {
    await runCodegen(root, false)
    writeFileSync(join(root, 'runtime/generated/leftover.ts'), 'export {}\n')
    expect(await runCodegen(root, true)).toBe(1)
    expect(errors.join('\n')).toContain('removed  runtime/generated/leftover.ts')
    expect(await runCodegen(root, false)).toBe(0)
    expect(existsSync(join(root, 'runtime/generated/leftover.ts'))).toBe(false)
  })

  it('a bad schema writes nothing at all', async () => {
    await runCodegen(root, false)
    const before = readFileSync(join(root, 'runtime/generated/types.ts'), 'utf8')
    const path = join(root, 'schemas/sections/notice.schema.json')
    writeFileSync(path, readFileSync(path, 'utf8').replace('"maxLength": 140', '"maxLength": 200').replace('"title": "Notice",', ''))
    await expect(runCodegen(root, false)).rejects.toThrow('schemas/sections/notice.schema.json#/title: a title is required')
    expect(readFileSync(join(root, 'runtime/generated/types.ts'), 'utf8')).toBe(before)
  })
})
