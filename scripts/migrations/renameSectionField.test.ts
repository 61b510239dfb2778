import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runCodegen } from '../../codegen/runCodegen'
import { migratePackSections } from './migrateSections'
import { renameField } from './renameSectionField'

const CASES = fileURLToPath(new URL('../../codegen/__cases__/', import.meta.url))

describe('renameField', () => {
  it('moves a value to the new field in the old one’s place, and leaves an item whose new field holds something', () => {
    const both: unknown[] = []
    const migrate = renameField('message', 'text', (item) => both.push(item))
    expect(Object.keys(migrate({ __component: 'sections.notice', message: 'Hi', text: null, colour: 'dark' }) ?? {})).toEqual(['__component', 'text', 'colour'])
    expect(migrate({ message: null, text: 'Hi' })).toBeUndefined()
    expect(migrate({ message: 'Hi', text: 'Hello' })).toBeUndefined()
    expect(both).toHaveLength(1)
  })
})

describe('a field renamed through a migration, in the order docs/schemas.md gives', () => {
  let root: string
  let output: string[]
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'stratum-migration-'))
    for (const part of ['schemas', 'sections', 'content']) cpSync(join(CASES, 'content-base', part), join(root, part), { recursive: true })
    output = []
    for (const method of ['log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((text: string) => void output.push(text))
  })
  afterEach(() => {
    vi.restoreAllMocks()
    rmSync(root, { recursive: true, force: true })
  })

  it('passes codegen’s content check at every step, where the rename alone is refused', async () => {
    expect(await runCodegen(root, false)).toBe(0)
    // 1. the new field beside the old one
    const path = join(root, 'schemas/sections/notice.schema.json')
    const notice = JSON.parse(readFileSync(path, 'utf8'))
    notice.properties.text = notice.properties.message
    notice.required = []
    writeFileSync(path, JSON.stringify(notice, null, 2))
    expect(await runCodegen(root, false)).toBe(0)
    // 2. the values move
    const moved = migratePackSections(root, 'sections.notice', renameField('message', 'text'))
    expect(moved.map((m) => `${m.entry} ${m.paths.join(',')}`)).toEqual(['content/collections/pages/home.json sections[1]', 'content/collections/pages/status.json sections[0]'])
    expect(JSON.parse(readFileSync(join(root, 'content/collections/pages/status.json'), 'utf8')).sections[0]).toEqual({
      __component: 'sections.notice',
      text: 'All systems normal',
      colour: 'light',
    })
    // 3. the old field goes: the same schemas the renamed-section-field case is refused with
    rmSync(join(root, 'schemas'), { recursive: true })
    cpSync(join(CASES, 'content/renamed-section-field/schemas'), join(root, 'schemas'), { recursive: true })
    output = []
    expect(await runCodegen(root, false)).toBe(0)
    expect(output[0]).toBe('codegen: stored content fits the new schemas: content pack in content/, 3 entries')
  })
})
