import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { populate } from '../runtime/generated/populate'
import { CodegenError } from './CodegenError'
import { buildPopulateTrees, emitPopulate } from './emitPopulate'
import { emitStrapi } from './emitStrapi'
import { loadSchemas } from './loadSchemas'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const CASES = fileURLToPath(new URL('./__cases__/strapi/', import.meta.url))
const PATH = 'runtime/generated/populate.ts'
/** Set UPDATE_CASES=1 to rewrite the expected files after an intended change to the output. */
const UPDATE = process.env.UPDATE_CASES === '1'

const cases = readdirSync(CASES).sort()
const okCases = cases.filter((name) => !existsSync(join(CASES, name, 'error.txt')))
const errorCases = cases.filter((name) => existsSync(join(CASES, name, 'error.txt')))

describe('emitPopulate: schemas in, expected populate trees out', () => {
  for (const name of okCases) {
    it(`writes exactly the expected ${PATH} for "${name}"`, () => {
      const files = emitPopulate(loadSchemas(join(CASES, name)))
      const expected = join(CASES, name, 'expected', PATH)
      if (UPDATE) {
        mkdirSync(dirname(expected), { recursive: true })
        writeFileSync(expected, files[0]?.contents ?? '')
      }
      expect(files.map((f) => f.path)).toEqual([PATH])
      expect(files[0]?.contents).toBe(readFileSync(expected, 'utf8'))
    })
  }

  it('populates relations deeply and stops where they loop back to a type being expanded', () => {
    const trees = buildPopulateTrees(loadSchemas(join(CASES, 'mapping')))
    // article → author → favourite article: the loop ends at `true`
    expect(trees.article?.author).toEqual({ populate: { avatar: true, favourite: true } })
    // a relation annotated with x-strapi.populate reads only those fields
    expect(trees.page?.socials).toBe(true)
    expect(JSON.stringify(trees.page?.sections)).toContain('"internalLink":{"fields":["slug"]}')
  })

  it('reads the other locales of a localised type and the locale of what its links point at', () => {
    const trees = buildPopulateTrees(loadSchemas(join(CASES, 'localized')))
    expect(trees.page?.localizations).toEqual({ fields: ['locale', 'slug'] })
    expect(trees.page?.cta).toEqual({ populate: { internalLink: { fields: ['locale', 'slug'] } } })
    // a type that is not localised has no locale to read
    expect(trees.page?.tags).toEqual({ fields: ['name'] })
    expect(trees.tag).toEqual({})
  })

  it('is deterministic and leaves its input untouched', () => {
    const set = loadSchemas(join(CASES, 'mapping'))
    const before = JSON.stringify(set.schemas)
    const first = emitPopulate(set)
    expect(emitPopulate(set)).toEqual(first)
    expect(JSON.stringify(set.schemas)).toBe(before)
  })
})

describe('emitPopulate: a schema mistake names the file, the JSON pointer and the problem', () => {
  for (const name of errorCases) {
    it(`reports "${name}" as emitStrapi does`, () => {
      const set = loadSchemas(join(CASES, name))
      const expected = readFileSync(join(CASES, name, 'error.txt'), 'utf8').trim()
      expect(() => emitPopulate(set)).toThrow(CodegenError)
      expect(() => emitPopulate(set)).toThrow(expected)
      expect(() => emitStrapi(set)).toThrow(expected)
    })
  }
})

describe('emitPopulate on the repository schemas', () => {
  const set = loadSchemas(ROOT)

  it('gives every dynamic-zone fragment of the page its own entry', () => {
    const sections = readdirSync(join(ROOT, 'schemas/sections'))
      .map((f) => `sections.${f.replace('.schema.json', '')}`)
      .sort()
    const zone = buildPopulateTrees(set).page?.sections as { on: Record<string, unknown> }
    expect(Object.keys(zone.on)).toEqual(sections)
  })

  it('is the module committed in runtime/generated and evaluates to the same trees', () => {
    const [file] = emitPopulate(set)
    expect(readFileSync(join(ROOT, PATH), 'utf8')).toBe(file?.contents)
    expect(populate).toEqual(buildPopulateTrees(set))
  })
})
