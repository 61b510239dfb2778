import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { createAjv } from './createAjv'
import { generate } from './generate'
import { loadSchemas } from './loadSchemas'

const ROOT = fileURLToPath(new URL('../', import.meta.url))

/** What a modeller writes for a new section: inline objects, an array of strings, a $ref to a shared component. */
const comparisonTable = {
  $id: 'https://stratum.dev/schemas/sections/comparison-table.schema.json',
  title: 'ComparisonTable',
  description: 'Plans side by side: a column per plan, a row per feature.',
  type: 'object',
  'x-strapi': { uid: 'sections.comparison-table', category: 'sections', displayName: 'Comparison table', icon: 'grid' },
  required: ['heading', 'columns', 'rows'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', 'x-strapi': { type: 'omit' } },
    heading: { type: 'string', minLength: 1, maxLength: 120 },
    columns: { type: 'array', minItems: 2, maxItems: 4, items: { type: 'string', minLength: 1 } },
    rows: {
      type: 'array',
      minItems: 1,
      maxItems: 30,
      items: {
        type: 'object',
        required: ['label', 'cells'],
        additionalProperties: false,
        properties: {
          label: { type: 'string', minLength: 1, maxLength: 80 },
          cells: {
            type: 'array',
            maxItems: 4,
            items: { type: 'object', required: ['value'], additionalProperties: false, properties: { value: { type: 'string', maxLength: 40 } } },
          },
        },
      },
    },
    cta: { $ref: '../shared/link.schema.json' },
  },
  examples: [{ heading: 'Compare plans', columns: ['Starter', 'Pro'], rows: [{ label: 'Websites', cells: [{ value: '1' }, { value: '10' }] }] }],
}

describe('a modeller adds a section with inline objects', () => {
  const root = mkdtempSync(join(tmpdir(), 'stratum-inline-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  cpSync(join(ROOT, 'schemas'), join(root, 'schemas'), { recursive: true })
  cpSync(join(ROOT, 'sections'), join(root, 'sections'), { recursive: true, filter: (src) => !src.includes('node_modules') })
  writeFileSync(join(root, 'schemas/sections/comparison-table.schema.json'), JSON.stringify(comparisonTable, null, 2))
  mkdirSync(join(root, 'sections/comparison-table'), { recursive: true })
  writeFileSync(join(root, 'sections/comparison-table/ComparisonTable.tsx'), 'export function ComparisonTable() {\n  return null\n}\n')
  const generated = generate(root).then((files) => new Map(files.map((f) => [f.path, f.contents])))
  const json = async (path: string) => JSON.parse((await generated).get(path) ?? 'null')

  it('gives the rows and their cells Strapi components, not JSON fields', async () => {
    const section = await json('cms/src/components/sections/comparison-table.json')
    expect(section.attributes.rows).toEqual({ type: 'component', component: 'inline.comparison-table-rows', repeatable: true, min: 1, max: 30, required: true })
    expect(section.attributes.cta).toEqual({ type: 'component', component: 'shared.link', repeatable: false })
    // an array of strings has no component to become
    expect(section.attributes.columns).toEqual({ type: 'json', required: true })
    const rows = await json('cms/src/components/inline/comparison-table-rows.json')
    expect(rows.info).toMatchObject({ displayName: 'Rows', icon: 'bulletList' })
    expect(rows.attributes).toEqual({
      label: { type: 'string', maxLength: 80, required: true },
      cells: { type: 'component', component: 'inline.comparison-table-rows-cells', repeatable: true, max: 4, required: true },
    })
    const cells = await json('cms/src/components/inline/comparison-table-rows-cells.json')
    expect(cells.attributes).toEqual({ value: { type: 'string', maxLength: 40, required: true } })
  })

  it('offers the section in the page dynamic zone, and never the generated components', async () => {
    const page = await json('cms/src/api/page/content-types/page/schema.json')
    expect(page.attributes.sections.components).toContain('sections.comparison-table')
    expect(page.attributes.sections.components.filter((uid: string) => !uid.startsWith('sections.'))).toEqual([])
  })

  it('populates the rows, their cells and the link, so the site reads them', async () => {
    const populate = (await generated).get('runtime/generated/populate.ts') ?? ''
    const entry = populate.slice(populate.indexOf("'sections.comparison-table'"))
    expect(entry).toMatch(/^'sections\.comparison-table': \{\s+populate: \{\s+cta: \{\s+populate: \{/)
    expect(entry).toMatch(/rows: \{\s+populate: \{\s+cells: true,\s+\},\s+\},/)
  })

  it('validates what Strapi returns: every component object with its id', async () => {
    await generated
    const validate = createAjv(loadSchemas(root)).getSchema(comparisonTable.$id)
    const stored = { id: 7, heading: 'Compare plans', columns: ['Starter', 'Pro'], rows: [{ id: 1, label: 'Websites', cells: [{ id: 2, value: '1' }] }] }
    expect(validate?.(stored), JSON.stringify(validate?.errors)).toBe(true)
    expect(validate?.({ ...stored, rows: [{ label: 'Websites', cells: [{ value: '1', colour: 'red' }] }] })).toBe(false)
  })
})
