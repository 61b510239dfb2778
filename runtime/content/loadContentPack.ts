import { readdir, readFile } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'
import { filesError } from './filesError'
import { isRecord } from './isRecord'

/** What the files source needs to know of a content type, read from its schema's `x-strapi` annotations. */
export interface ContentTypeInfo {
  singularName: string
  pluralName: string
  /** The uid field relations name entries by (`slug`, `brand`). */
  uidField: string | undefined
  /** Top-level `default`s, applied as Strapi applies them when an entry is created. */
  defaults: Record<string, unknown>
  /** Relation fields: the target collection's plural name, and whether the field holds many. */
  relations: Record<string, { target: string; many: boolean }>
}

export type PackEntry = Record<string, unknown>

/** The content pack, read once: entries with id, documentId and defaults, relations still named by uid. */
export interface ContentPack {
  singles: Map<string, PackEntry>
  collections: Map<string, PackEntry[]>
  /** Content types by plural name. */
  types: Map<string, ContentTypeInfo>
}

type JsonRecord = Record<string, unknown>

function shown(file: string): string {
  return relative(process.cwd(), file) || file
}

async function listJson(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.json')).sort()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

async function listDirectories(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true })
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8')
  try {
    return JSON.parse(text)
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message : String(cause)
    throw filesError(500, 'MalformedContent', `${shown(file)} is not valid JSON: ${detail}`, `files:${shown(file)}`, cause)
  }
}

async function readEntry(file: string): Promise<PackEntry> {
  const value = await readJson(file)
  if (!isRecord(value)) throw filesError(500, 'MalformedContent', `${shown(file)} must hold one JSON object`, `files:${shown(file)}`)
  return value
}

/** Content types from `schemas/content/*.schema.json`; none when the folder is missing. */
async function loadTypes(schemasDir: string): Promise<Map<string, ContentTypeInfo>> {
  const schemas: JsonRecord[] = []
  for (const name of await listJson(schemasDir)) {
    const schema = await readJson(join(schemasDir, name))
    if (isRecord(schema) && isRecord(schema['x-strapi'])) schemas.push(schema)
  }
  const pluralByUid = new Map<string, string>()
  for (const schema of schemas) {
    const strapi = schema['x-strapi'] as JsonRecord
    pluralByUid.set(String(strapi.uid), String(strapi.pluralName))
  }
  const types = new Map<string, ContentTypeInfo>()
  for (const schema of schemas) {
    const strapi = schema['x-strapi'] as JsonRecord
    const info: ContentTypeInfo = {
      singularName: String(strapi.singularName),
      pluralName: String(strapi.pluralName),
      uidField: undefined,
      defaults: {},
      relations: {},
    }
    const properties = isRecord(schema.properties) ? schema.properties : {}
    for (const [field, property] of Object.entries(properties)) {
      if (!isRecord(property)) continue
      const annotation = isRecord(property['x-strapi']) ? property['x-strapi'] : {}
      if (annotation.type === 'uid') info.uidField ??= field
      if ('default' in property) info.defaults[field] = property.default
      const target = annotation.type === 'relation' ? pluralByUid.get(String(annotation.target)) : undefined
      if (target) {
        const many = property.type === 'array' || annotation.relation === 'oneToMany' || annotation.relation === 'manyToMany'
        info.relations[field] = { target, many }
      }
    }
    types.set(info.pluralName, info)
  }
  return types
}

/**
 * Reads the content pack (content/README.md): `singles/<singularName>.json` and
 * `collections/<pluralName>/<key>.json`, with the content types of `schemasDir`.
 */
export async function loadContentPack(root: string, schemasDir: string): Promise<ContentPack> {
  const types = await loadTypes(schemasDir)
  const singularTypes = new Map([...types.values()].map((info) => [info.singularName, info]))

  const singles = new Map<string, PackEntry>()
  const singlesDir = join(root, 'singles')
  for (const name of await listJson(singlesDir)) {
    const singularName = basename(name, '.json')
    const entry = await readEntry(join(singlesDir, name))
    const defaults = singularTypes.get(singularName)?.defaults
    singles.set(singularName, { id: 1, documentId: singularName, ...defaults, ...entry })
  }

  const collections = new Map<string, PackEntry[]>()
  const collectionsDir = join(root, 'collections')
  for (const pluralName of await listDirectories(collectionsDir)) {
    const dir = join(collectionsDir, pluralName)
    const names = await listJson(dir)
    const defaults = types.get(pluralName)?.defaults
    const entries = await Promise.all(
      names.map(async (name, index) => ({
        id: index + 1,
        documentId: basename(name, '.json'),
        ...defaults,
        ...(await readEntry(join(dir, name))),
      })),
    )
    collections.set(pluralName, entries)
  }
  return { singles, collections, types }
}
