import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStrapi, type RunningStrapi } from './startStrapi'
import { loginAdmin, type StrapiAdmin } from './strapiAdmin'

// The real Strapi from cms/, read through the admin API its edit view calls: every field generated from a schema
// carries the schema's words (label, help text, placeholder), and a list of components heads each entry with a field.

const ADMIN = { email: 'words@stratum.test', password: 'Words-test-2026' }
type Json = Record<string, any>

const schema = (path: string): Json => JSON.parse(readFileSync(new URL(`../../schemas/${path}`, import.meta.url), 'utf8'))
const anchor = schema('shared/anchor.schema.json')
const link = schema('shared/link.schema.json')

let dir: string
let strapi: RunningStrapi | undefined
let admin: StrapiAdmin

/** Starts Strapi on the test's own database file, so that a later boot finds what an earlier one stored. */
async function boot(env: Record<string, string> = {}): Promise<void> {
  await strapi?.stop()
  strapi = await startStrapi({ seed: false, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATABASE_FILENAME: join(dir, 'data.db'), ...env } })
  admin = await loginAdmin(strapi.url, ADMIN)
}

/** A copy of what Strapi reads from the repo root (STRATUM_ROOT), with the anchor schema described anew. */
function rootWithNewAnchorWords(description: string): string {
  const root = join(dir, 'root')
  const repo = new URL('../../', import.meta.url)
  cpSync(new URL('schemas', repo), join(root, 'schemas'), { recursive: true })
  cpSync(new URL('runtime/generated/validators', repo), join(root, 'runtime', 'generated', 'validators'), { recursive: true })
  cpSync(new URL('runtime/registry/withoutNulls.js', repo), join(root, 'runtime', 'registry', 'withoutNulls.js'))
  cpSync(new URL('runtime/i18n/locales.json', repo), join(root, 'runtime', 'i18n', 'locales.json'))
  // the validators are ES modules, as the repo's package.json says of its .js files
  writeFileSync(join(root, 'package.json'), JSON.stringify({ type: 'module' }))
  writeFileSync(join(root, 'schemas', 'shared', 'anchor.schema.json'), JSON.stringify({ ...anchor, description }))
  return root
}

/** A component's configuration as the edit view loads it, with those of the components it holds. */
async function componentConfiguration(uid: string): Promise<{ component: Json; components: Json }> {
  return (await admin.request('GET', `/content-manager/components/${uid}/configuration`)).data as { component: Json; components: Json }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stratum-edit-view-'))
  await boot()
})
afterAll(async () => {
  await strapi?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('strapiEditView: the edit view speaks the schemas’ words', () => {
  it('shows a section’s anchor with the anchor schema’s description as help and its example as placeholder', async () => {
    const { component } = await componentConfiguration('sections.faqs')
    expect(component.metadatas.anchor.edit).toMatchObject({ label: 'Anchor', description: anchor.description, placeholder: anchor.examples[0] })
  })

  it('labels a property without a title from its name, acronyms included', async () => {
    const seo = (await componentConfiguration('shared.seo')).component
    expect(seo.metadatas.metaTitle.edit.label).toBe('Meta title')
    const billboard = (await componentConfiguration('sections.billboard')).component
    expect(billboard.metadatas.ctas.edit.label).toBe('CTAs')
  })

  it('takes a property’s own description and first string example, without the spec references meant for developers', async () => {
    const { component } = await componentConfiguration('shared.link')
    expect(component.metadatas.externalLink.edit).toMatchObject({
      label: 'External link',
      description: link.properties.externalLink.description,
      placeholder: link.properties.externalLink.examples[0],
    })
    expect(component.metadatas.emit.edit.description).toMatch(/^An action the link starts instead of being followed.*\(toggleChat opens the support chat/)
    expect(component.metadatas.emit.edit.description).not.toContain('SPEC')
  })

  it('labels a content type’s fields: a page’s slug shows its example, its sections their description', async () => {
    const page = (await admin.request('GET', '/content-manager/content-types/api::page.page/configuration')).data.contentType as Json
    expect(page.metadatas.slug.edit).toMatchObject({ label: 'Slug', placeholder: 'web-hosting' })
    expect(page.metadatas.insetHeader.edit.label).toBe('Inset header')
    expect(page.metadatas.sections.edit.description).toBe(schema('content/page.schema.json').properties.sections.description)
  })

  it('heads each FAQ entry with its question, each stat with its label rather than Strapi’s first string field', async () => {
    const { components } = await componentConfiguration('sections.faqs')
    expect(components['shared.faq-item'].settings.mainField).toBe('question')
    // Strapi's own default would be `value`, the first string attribute
    expect((await componentConfiguration('shared.stat')).component.settings.mainField).toBe('label')
  })

  it('keeps a label an editor changed across restarts; writes nothing while the schemas stay, a schema’s new words when it changes', async () => {
    expect(strapi!.output()).toMatch(/\[setup\] content manager: schema labels and help for \d+ edit views/)
    const { component } = await componentConfiguration('sections.faqs')
    // what the edit view's "Configure the view" form sends
    const configuration = { layouts: component.layouts, metadatas: component.metadatas, settings: component.settings }
    configuration.metadatas.anchor.edit.label = 'Jump link'
    await admin.request('PUT', '/content-manager/components/sections.faqs/configuration', configuration)

    await boot()
    const same = (await componentConfiguration('sections.faqs')).component
    expect(same.metadatas.anchor.edit).toMatchObject({ label: 'Jump link', description: anchor.description })
    expect(same.metadatas.heading.edit.label).toBe('Heading')
    expect(strapi!.output()).not.toContain('[setup] content manager:')

    const description = 'The id after the # in a link to this section.'
    await boot({ STRATUM_ROOT: rootWithNewAnchorWords(description) })
    const changed = (await componentConfiguration('sections.faqs')).component
    expect(changed.metadatas.anchor.edit).toMatchObject({ label: 'Jump link', description })
    expect(strapi!.output()).toMatch(/\[setup\] content manager: schema labels and help for \d+ edit views/)
  }, 300_000)
})
