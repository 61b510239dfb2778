import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readStoredContent, type StoredEntry, type StrapiConnection } from '../../codegen/readStoredContent'
import { readStrapiModels, strapiModelFilesOnDisk, type StoredContentType, type StrapiModels } from '../../codegen/readStrapiModels'
import { readPack } from '../content/readPack'
import { isRecord } from '../../runtime/content/isRecord'

type Item = Record<string, unknown>

/** The new form of one dynamic-zone item of the migrated type, or undefined to leave it as it is. Never mutates. */
export type SectionMigration = (item: Readonly<Item>) => Item | undefined

/** What a migration did (or, with dryRun, would do) to one entry. */
export interface MigratedEntry {
  /** `page "terms"`, or a pack file. */
  entry: string
  /** The items changed: `sections[4]`. */
  paths: string[]
  /** For Strapi, the versions changed: `draft and published`, `draft` or `draft, never published`; '' for the pack. */
  versions: string
  /** Its published version differs from its draft, so it keeps the old values until an editor publishes the draft. */
  publishedLeft: boolean
}

// what Strapi keeps beside the content: equal drafts and published versions differ only there
const BOOKKEEPING = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations'])

function content(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(content)
  if (!isRecord(value)) return value
  return Object.fromEntries(Object.entries(value).filter(([key]) => !BOOKKEEPING.has(key)).map(([key, child]) => [key, content(child)]))
}

/** The dynamic zones (content type, zone name) whose items may be of `component`, per the models on disk. */
function zonesOf(models: StrapiModels, component: string): [StoredContentType, string][] {
  return [...models.contentTypes.values()].flatMap((type) =>
    Object.entries(type.attributes)
      .filter(([, attribute]) => attribute.type === 'dynamiczone' && (attribute.components ?? []).includes(component))
      .map(([zone]): [StoredContentType, string] => [type, zone]),
  )
}

/** Only what changed, for Strapi: a field the migration removed is sent as null, so Strapi empties it. */
function patchOf(item: Item, next: Item): Item {
  const patch: Item = {}
  for (const [key, value] of Object.entries(next)) if (JSON.stringify(value) !== JSON.stringify(item[key])) patch[key] = value
  for (const key of Object.keys(item)) if (!(key in next)) patch[key] = null
  return patch
}

/** Applies `migrate` to the `component` items of every zone of `data`; undefined when it changes none. */
function migrateZones(data: Item, zones: readonly string[], component: string, migrate: SectionMigration, patches: boolean) {
  const update: Item = {}
  const paths: string[] = []
  for (const zone of zones) {
    const items = data[zone]
    if (!Array.isArray(items)) continue
    let changed = false
    const next = items.map((item: unknown, index) => {
      if (!isRecord(item) || item.__component !== component) return patches && isRecord(item) ? { __component: item.__component, id: item.id } : item
      const migrated = migrate(item)
      if (!migrated) return patches ? { __component: item.__component, id: item.id } : item
      changed = true
      paths.push(`${zone}[${index}]`)
      // Strapi keeps what an item sent with its id leaves out: only the changed fields travel
      return patches ? { __component: component, id: item.id, ...patchOf(item, migrated) } : migrated
    })
    if (changed) update[zone] = next
  }
  return paths.length > 0 ? { update, paths } : undefined
}

/**
 * Migrates the `component` items of every stored entry in the running Strapi, through its REST API. Each document's
 * draft is updated; when its published version held the same content, it is published again, so both change;
 * otherwise the published version keeps the old values until an editor publishes the draft (`publishedLeft`).
 */
export async function migrateStrapiSections(
  root: string,
  connection: StrapiConnection,
  component: string,
  migrate: SectionMigration,
  { dryRun = false } = {},
): Promise<MigratedEntry[]> {
  const models = readStrapiModels(strapiModelFilesOnDisk(root))
  const zones = zonesOf(models, component)
  const types = new Map(zones.map(([type]) => [type.uid, type]))
  const entries = await readStoredContent(connection, { contentTypes: types, components: models.components })
  const documents = new Map<string, { draft?: StoredEntry; published?: StoredEntry }>()
  for (const entry of entries) {
    const key = `${entry.type.uid} ${String(entry.data.documentId)}`
    documents.set(key, { ...documents.get(key), [entry.status === 'published' ? 'published' : 'draft']: entry })
  }
  const done: MigratedEntry[] = []
  for (const { draft, published } of documents.values()) {
    if (!draft) continue
    const { type } = draft
    const result = migrateZones(draft.data, zones.filter(([t]) => t === type).map(([, zone]) => zone), component, migrate, true)
    if (!result) continue
    const both = published !== undefined && JSON.stringify(content(draft.data)) === JSON.stringify(content(published.data))
    const route = type.kind === 'singleType' ? type.singularName : `${type.pluralName}/${String(draft.data.documentId)}`
    const status = type.draftAndPublish ? `?status=${both ? 'published' : 'draft'}` : ''
    if (!dryRun) {
      const response = await fetch(`${connection.url.replace(/\/+$/, '')}/api/${route}${status}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${connection.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ data: result.update }),
      })
      if (!response.ok) throw new Error(`PUT /api/${route}${status} answered ${response.status}: ${(await response.text()).slice(0, 500)}`)
    }
    const name = draft.name === undefined ? type.singularName : `${type.singularName} "${draft.name}"`
    const versions = !type.draftAndPublish ? '' : both ? 'draft and published' : published ? 'draft' : 'draft, never published'
    done.push({ entry: name, paths: result.paths, versions, publishedLeft: published !== undefined && !both })
  }
  return done
}

/** Migrates the `component` items of the content pack in `root`/content, rewriting the files it changes. */
export function migratePackSections(root: string, component: string, migrate: SectionMigration, { dryRun = false } = {}): MigratedEntry[] {
  const models = readStrapiModels(strapiModelFilesOnDisk(root))
  const zones = zonesOf(models, component)
  const done: MigratedEntry[] = []
  for (const entry of readPack(root).entries) {
    const typeZones = zones
      .filter(([type]) => type.kind === entry.kind && (type.kind === 'singleType' ? type.singularName : type.pluralName) === entry.typeName)
      .map(([, zone]) => zone)
    if (!isRecord(entry.data) || typeZones.length === 0) continue
    const result = migrateZones(entry.data, typeZones, component, migrate, false)
    if (!result) continue
    const path = join(root, entry.file)
    // the pack's own layout: two-space JSON with a final newline
    if (!dryRun) writeFileSync(path, `${JSON.stringify({ ...entry.data, ...result.update }, null, 2)}\n`)
    done.push({ entry: entry.file, paths: result.paths, versions: '', publishedLeft: false })
  }
  return done
}
