import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startStrapi, type RunningStrapi } from '../runtime/testing/startStrapi'
import { loginAdmin } from '../runtime/testing/strapiAdmin'
import { checkStoredContent } from './checkStoredContent'
import { generate } from './generate'
import { migrateStrapiSections } from '../scripts/migrations/migrateSections'
import { renameField } from '../scripts/migrations/renameSectionField'
import { runCodegen } from './runCodegen'

// The content check against the real Strapi from cms/, seeded with the demo pack: codegen reads its entries, drafts
// included, with the models on disk, and names the pages a schema change would take a section from.

const REPO = fileURLToPath(new URL('..', import.meta.url))
const ADMIN = { email: 'content-check@stratum.test', password: 'Content-check-2026' }
const PREVIEW_SECRET = 'content-check-preview-secret'
const REMOVED = 'sections.faqs'

let strapi: RunningStrapi
let env: Record<string, string>
let root: string

/** A project root with the repo's schemas and Strapi models (what Strapi runs now), and no content pack. */
function projectCopy(without?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'stratum-strapi-check-'))
  for (const part of ['schemas', 'sections', 'cms/src/api', 'cms/src/components']) cpSync(join(REPO, part), join(dir, part), { recursive: true })
  if (without) rmSync(join(dir, 'schemas', 'sections', `${without}.schema.json`))
  return dir
}

/** The seeded pages holding a REMOVED section, with the index of each: the pack is what Strapi was seeded with. */
function pagesUsingRemoved(): { slug: string; indexes: number[]; published: boolean }[] {
  const dir = join(REPO, 'content', 'collections', 'pages')
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { slug: string; publishedAt?: null; sections?: { __component: string }[] })
    .map((page) => ({
      slug: page.slug,
      published: page.publishedAt !== null,
      indexes: (page.sections ?? []).flatMap((section, index) => (section.__component === REMOVED ? [index] : [])),
    }))
    .filter((page) => page.indexes.length > 0)
}

beforeAll(async () => {
  strapi = await startStrapi({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PREVIEW_SECRET } })
  const admin = await loginAdmin(strapi.url, ADMIN)
  const token = await admin.request('POST', '/admin/api-tokens', { name: 'content check', type: 'full-access', lifespan: null })
  env = { STRAPI_URL: strapi.url, STRAPI_API_TOKEN: token.data.accessKey as string, PREVIEW_SECRET }
  // a page that exists only as a draft: the check must read it too
  const created = await fetch(`${strapi.url}/api/pages?status=draft`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.STRAPI_API_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      data: { slug: 'draft-questions', title: 'Draft questions', sections: [{ __component: REMOVED, heading: 'Questions', items: [{ question: 'Is it fast?', answer: 'Yes.' }] }] },
    }),
  }).then((r) => r.json())
  if (!created.data) throw new Error(`could not create the draft page: ${JSON.stringify(created)}`)
  root = projectCopy(REMOVED.replace('sections.', ''))
})
afterAll(async () => {
  await strapi?.stop()
  if (root) rmSync(root, { recursive: true, force: true })
})

describe('codegen against the running Strapi', () => {
  it('finds nothing to refuse when the schemas keep what Strapi stores, drafts and published versions read', async () => {
    const same = projectCopy()
    try {
      const [source] = await checkStoredContent(same, await generate(same), { env })
      expect(source?.name).toBe(`Strapi at ${strapi.url}`)
      expect(source?.entries).toBeGreaterThan(pagesUsingRemoved().length)
      expect(source?.findings).toEqual([])
    } finally {
      rmSync(same, { recursive: true, force: true })
    }
  }, 60_000)

  it(`refuses to remove ${REMOVED}, listing by slug every page that holds one, the draft-only page included, and writes nothing`, async () => {
    const output: string[] = []
    for (const method of ['log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((text: string) => void output.push(text))
    try {
      expect(await runCodegen(root, false, { env })).toBe(1)
    } finally {
      vi.restoreAllMocks()
    }
    const report = output[0] ?? ''
    expect(report).toMatch(/^codegen: the new schemas would lose or break \d+ stored values; nothing written:/)
    expect(report).toContain(`Strapi at ${strapi.url}, `)
    const expected = [...pagesUsingRemoved(), { slug: 'draft-questions', indexes: [0], published: false }]
    expect(expected.length).toBeGreaterThan(2)
    for (const page of expected) {
      const lines = page.indexes.map((i) => `    lost     sections[${i}]: a "${REMOVED}" section, a type the new schemas no longer have`)
      expect(report).toContain([`  page "${page.slug}" (${page.published ? 'draft and published' : 'draft'})`, ...lines].join('\n'))
    }
    // only those pages: no other entry holds the section
    expect(report.match(/^ {2}\S.*$/gm)).toHaveLength(expected.length)
    expect(readdirSync(root)).not.toContain('runtime')
    expect(existsSync(join(root, 'cms/src/components/sections/faqs.json'))).toBe(true)
  }, 60_000)

  it('says to set PREVIEW_SECRET when Strapi refuses to serve drafts without it', async () => {
    const { PREVIEW_SECRET: _secret, ...withoutSecret } = env
    await expect(runCodegen(root, true, { env: withoutSecret })).rejects.toThrow(/refused to serve the drafts of \S+ \(403\): set PREVIEW_SECRET to Strapi’s own/)
  })

  it('lets a field go once a migration has moved its values, naming only published versions the migration left', async () => {
    // the change: sections.stats loses its footnote (a rename to intro, whose values the migration moves first)
    const changed = projectCopy()
    try {
      const path = join(changed, 'schemas/sections/stats.schema.json')
      const stats = JSON.parse(readFileSync(path, 'utf8'))
      delete stats.properties.footnote
      stats.examples = stats.examples.map(({ footnote: _footnote, ...example }: Record<string, unknown>) => example)
      writeFileSync(path, JSON.stringify(stats, null, 2))
      const files = await generate(changed)
      const before = (await checkStoredContent(changed, files, { env }))[0]?.findings ?? []
      const holding = [...new Set(before.filter((f) => f.path.endsWith('.footnote')).map((f) => f.entry.replace(/ \(.*\)$/, '')))].sort()
      expect(holding.length).toBeGreaterThan(0)

      const connection = { url: env.STRAPI_URL!, token: env.STRAPI_API_TOKEN!, previewSecret: PREVIEW_SECRET }
      const migrated = await migrateStrapiSections(REPO, connection, 'sections.stats', renameField('footnote', 'intro'))
      expect(migrated.map((m) => m.entry).sort()).toEqual(holding)

      // a published version the migration could not reach without publishing someone's draft is still named
      const after = (await checkStoredContent(changed, files, { env }))[0]?.findings ?? []
      const left = migrated.filter((m) => m.publishedLeft).map((m) => `${m.entry} (published)`)
      expect(after.map((f) => f.entry).sort()).toEqual(left.sort())
    } finally {
      rmSync(changed, { recursive: true, force: true })
    }
  }, 60_000)
})
