import { readdir, readFile } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'
import { DEFAULT_LOCALE } from '../i18n/locales'
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
  /** Localised in Strapi's i18n (`x-strapi.localized`): each locale has its own entries. */
  localized: boolean
  /** Of a localised type, the fields every locale shares (`x-strapi.localized: false`): the default entry's. */
  sharedFields: string[]
}

export type PackEntry = Record<string, unknown>

/** The entries one locale reads: its own of the localised types, the shared entries of the others. */
export interface PackView {
  singles: Map<string, PackEntry>
  collections: Map<string, PackEntry[]>
}

/**
 * The content pack, read once: entries with id, documentId and defaults, relations still named by uid. The pack
 * itself is the default locale's view; `locales` holds the others', from `locales/<locale>/` (content/README.md).
 */
export interface ContentPack extends PackView {
  /** Content types by plural name. */
  types: Map<string, ContentTypeInfo>
  /** The views of the locales other than the default, by locale. */
  locales: Map<string, PackView>
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
      localized: strapi.localized === true,
      sharedFields: [],
    }
    const properties = isRecord(schema.properties) ? schema.properties : {}
    for (const [field, property] of Object.entries(properties)) {
      if (!isRecord(property)) continue
      const annotation = isRecord(property['x-strapi']) ? property['x-strapi'] : {}
      if (annotation.type === 'uid') info.uidField ??= field
      if (info.localized && annotation.localized === false) info.sharedFields.push(field)
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

/** Reads `singles/` and `collections/` of one folder: entries with the type's defaults, keyed by file name. */
async function readView(root: string, types: Map<string, ContentTypeInfo>): Promise<{ singles: Map<string, PackEntry>; collections: Map<string, Map<string, PackEntry>> }> {
  const singularTypes = new Map([...types.values()].map((info) => [info.singularName, info]))
  const singles = new Map<string, PackEntry>()
  const singlesDir = join(root, 'singles')
  for (const name of await listJson(singlesDir)) {
    const singularName = basename(name, '.json')
    singles.set(singularName, { ...singularTypes.get(singularName)?.defaults, ...(await readEntry(join(singlesDir, name))) })
  }
  const collections = new Map<string, Map<string, PackEntry>>()
  const collectionsDir = join(root, 'collections')
  for (const pluralName of await listDirectories(collectionsDir)) {
    const dir = join(collectionsDir, pluralName)
    const defaults = types.get(pluralName)?.defaults
    const entries = new Map<string, PackEntry>()
    for (const name of await listJson(dir)) entries.set(basename(name, '.json'), { ...defaults, ...(await readEntry(join(dir, name))) })
    collections.set(pluralName, entries)
  }
  return { singles, collections }
}

/**
 * The fields that hold a page reference (`$ref` to shared/page-ref.schema.json, the link's `internalLink`): a relation
 * inside components, which Strapi populates with the linked page's locale.
 */
async function pageRefFields(schemasDir: string): Promise<Set<string>> {
  const fields = new Set<string>()
  const sharedDir = join(schemasDir, '..', 'shared')
  for (const name of await listJson(sharedDir)) {
    const schema = await readJson(join(sharedDir, name))
    const properties = isRecord(schema) && isRecord(schema.properties) ? schema.properties : {}
    for (const [field, property] of Object.entries(properties)) {
      if (isRecord(property) && typeof property.$ref === 'string' && property.$ref.endsWith('page-ref.schema.json')) fields.add(field)
    }
  }
  return fields
}

/** Gives every page reference in an entry the locale of the page it reaches: the reader's, else the default's. */
function locatePageRefs(value: unknown, fields: Set<string>, hasPage: (slug: string) => string | undefined): void {
  if (Array.isArray(value)) for (const item of value) locatePageRefs(item, fields, hasPage)
  if (!isRecord(value)) return
  for (const [key, inner] of Object.entries(value)) {
    if (fields.has(key) && isRecord(inner) && typeof inner.slug === 'string') {
      const locale = hasPage(inner.slug)
      if (locale) inner.locale = locale
    } else locatePageRefs(inner, fields, hasPage)
  }
}

/** A translation as the locale reads it: its twin's document and shared fields, without the pack's own keys. */
function translationOf(twin: PackEntry, translation: PackEntry, info: ContentTypeInfo | undefined, locale: string, id: number): PackEntry {
  const { localizationOf: _twin, locale: _locale, ...own } = translation
  const shared = Object.fromEntries((info?.sharedFields ?? []).filter((field) => field in twin).map((field) => [field, twin[field]]))
  return { ...own, ...shared, id, documentId: twin.documentId, locale }
}

/** Strapi's `localizations` of an entry: the document's entries in the other locales. */
function linkLocalizations(versions: PackEntry[], uidField: string | undefined): void {
  for (const entry of versions) {
    entry.localizations = versions
      .filter((other) => other !== entry)
      .map((other) => ({ id: other.id, documentId: other.documentId, locale: other.locale, ...(uidField ? { [uidField]: other[uidField] } : {}) }))
  }
}

/**
 * Reads the content pack (content/README.md): `singles/<singularName>.json` and
 * `collections/<pluralName>/<key>.json`, with the content types of `schemasDir`, and each locale's translations
 * under `locales/<locale>/`.
 */
export async function loadContentPack(root: string, schemasDir: string): Promise<ContentPack> {
  const types = await loadTypes(schemasDir)
  const singularTypes = new Map([...types.values()].map((info) => [info.singularName, info]))
  const base = await readView(root, types)
  const localised = (info: ContentTypeInfo | undefined) => (info?.localized ? { locale: DEFAULT_LOCALE } : {})

  const singles = new Map<string, PackEntry>()
  for (const [singularName, entry] of base.singles) singles.set(singularName, { id: 1, documentId: singularName, ...entry, ...localised(singularTypes.get(singularName)) })
  const collections = new Map<string, PackEntry[]>()
  for (const [pluralName, entries] of base.collections) {
    const info = types.get(pluralName)
    collections.set(pluralName, [...entries].map(([key, entry], index) => ({ id: index + 1, documentId: key, ...entry, ...localised(info) })))
  }

  // every locale's entries of a document, the default's first, for their `localizations`
  const versions = new Map<PackEntry, { all: PackEntry[]; uidField: string | undefined }>()
  const addVersion = (twin: PackEntry, translated: PackEntry, info: ContentTypeInfo) => {
    const known = versions.get(twin) ?? { all: [twin], uidField: info.uidField }
    known.all.push(translated)
    versions.set(twin, known)
  }
  const locales = new Map<string, PackView>()
  for (const locale of await listDirectories(join(root, 'locales'))) {
    const read = await readView(join(root, 'locales', locale), types)
    const view: PackView = { singles: new Map(), collections: new Map() }
    for (const [singularName, entry] of singles) {
      const info = singularTypes.get(singularName)
      if (!info?.localized) view.singles.set(singularName, entry)
      const translation = read.singles.get(singularName)
      if (!info?.localized || !translation) continue
      const translated = translationOf(entry, translation, info, locale, 1)
      view.singles.set(singularName, translated)
      addVersion(entry, translated, info)
    }
    for (const [pluralName, entries] of collections) {
      const info = types.get(pluralName)
      if (!info?.localized) {
        view.collections.set(pluralName, entries)
        continue
      }
      const byKey = new Map(entries.map((entry) => [entry.documentId as string, entry]))
      const translations: PackEntry[] = []
      for (const translation of read.collections.get(pluralName)?.values() ?? []) {
        const twin = byKey.get(String(translation.localizationOf))
        if (!twin) continue // validatePack names the translation of nothing
        const translated = translationOf(twin, translation, info, locale, entries.length + translations.length + 1)
        translations.push(translated)
        addVersion(twin, translated, info)
      }
      view.collections.set(pluralName, translations)
    }
    locales.set(locale, view)
  }
  for (const { all, uidField } of versions.values()) linkLocalizations(all, uidField)
  const refFields = await pageRefFields(schemasDir)
  const pagesLocalized = types.get('pages')?.localized === true
  const slugsOf = (view: PackView) => new Set((view.collections.get('pages') ?? []).map((page) => page.slug))
  const defaultSlugs = slugsOf({ singles, collections })
  const locateIn = (view: PackView, locale: string) => {
    const own = slugsOf(view)
    const hasPage = (slug: string) => (!pagesLocalized ? undefined : own.has(slug) ? locale : defaultSlugs.has(slug) ? DEFAULT_LOCALE : undefined)
    for (const entry of [...view.singles.values(), ...[...view.collections.values()].flat()]) if (entry.locale === locale) locatePageRefs(entry, refFields, hasPage)
  }
  for (const [locale, view] of locales) locateIn(view, locale)
  locateIn({ singles, collections }, DEFAULT_LOCALE)
  for (const info of types.values()) {
    if (!info.localized) continue
    for (const entry of collections.get(info.pluralName) ?? []) entry.localizations ??= []
    const single = singles.get(info.singularName)
    if (single) single.localizations ??= []
  }
  return { singles, collections, types, locales }
}
