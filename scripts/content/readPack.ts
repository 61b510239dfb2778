import type { AnySchemaObject } from 'ajv'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative } from 'node:path'

/** A schema as the pack's checks read it. */
export type Schema = AnySchemaObject & { properties?: Record<string, AnySchemaObject> }

/** One problem with the pack: the file, the JSON pointer inside it, and what is wrong. */
export interface PackIssue {
  file: string
  pointer: string
  message: string
  /**
   * The rule broken: an ajv keyword (`required`, `additionalProperties` ...), `section` for an unknown section type,
   * `json` for a file that is not JSON, `type` for a file or folder no content type claims.
   */
  rule?: string
  /** For `additionalProperties`, the property the schema does not have; for `required`, the one missing. */
  property?: string
}

/** A content type of `schemas/content/`, as the pack names its files. */
export interface ContentType {
  file: string
  schema: Schema
  uid: string
  kind: 'collectionType' | 'singleType'
  singularName: string
  pluralName: string
  /** The property whose x-strapi type is `uid`: the file key of a collection entry. */
  uidField: string | undefined
}

/** One entry of the pack: `singles/<singularName>.json` or `collections/<pluralName>/<key>.json`. */
export interface PackEntry {
  file: string
  kind: 'singleType' | 'collectionType'
  /** The singularName (singles) or pluralName (collections) the file is filed under. */
  typeName: string
  /** The file name without `.json`. */
  key: string
  data: unknown
  /** The schemas' content type of that name; undefined when no schema has it. */
  type: ContentType | undefined
}

/** The schemas and entries of a content pack, read but not checked. */
export interface Pack {
  schemaFiles: { file: string; schema: Schema }[]
  types: ContentType[]
  /** Section schemas by their `x-strapi.uid`. */
  sections: Map<string, { file: string; schema: Schema }>
  entries: PackEntry[]
  /** Files that are not JSON, and folders or files no content type claims. */
  issues: PackIssue[]
}

const SCHEMA_KINDS = ['shared', 'sections', 'content'] as const

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'))
}

function loadSchemaFiles(root: string): { file: string; schema: Schema }[] {
  const out: { file: string; schema: Schema }[] = []
  for (const kind of SCHEMA_KINDS) {
    const dir = join(root, 'schemas', kind)
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort()) {
      const path = join(dir, name)
      out.push({ file: relative(root, path), schema: readJson(path) as Schema })
    }
  }
  return out
}

function readTypes(schemaFiles: { file: string; schema: Schema }[]) {
  const types: ContentType[] = []
  const sections = new Map<string, { file: string; schema: Schema }>()
  for (const { file, schema } of schemaFiles) {
    const strapi = schema['x-strapi'] as Record<string, unknown> | undefined
    if (file.startsWith(join('schemas', 'content'))) {
      if (!strapi) continue
      const uidField = Object.entries(schema.properties ?? {}).find(
        ([, p]) => (p['x-strapi'] as { type?: string } | undefined)?.type === 'uid',
      )?.[0]
      types.push({
        file,
        schema,
        uid: String(strapi.uid),
        kind: strapi.kind as ContentType['kind'],
        singularName: String(strapi.singularName),
        pluralName: String(strapi.pluralName),
        uidField,
      })
    } else if (file.startsWith(join('schemas', 'sections')) && strapi?.uid) {
      sections.set(String(strapi.uid), { file, schema })
    }
  }
  return { types, sections }
}

/**
 * Reads `schemas/` and the pack in `content/` under `root` (or the `singles/` and `collections/` of `contentDir`, such
 * as a locale's folder). Every JSON file becomes an entry, also one that no content type claims (so codegen can name
 * what a removed type would lose); that is reported in `issues` too.
 */
export function readPack(root: string, contentDir = join(root, 'content')): Pack {
  const schemaFiles = loadSchemaFiles(root)
  const { types, sections } = readTypes(schemaFiles)
  const entries: PackEntry[] = []
  const issues: PackIssue[] = []
  const read = (path: string, entry: Omit<PackEntry, 'file' | 'data'>) => {
    const file = relative(root, path)
    try {
      entries.push({ file, ...entry, data: readJson(path) })
    } catch (error) {
      issues.push({ file, pointer: '', message: `not valid JSON: ${(error as Error).message}`, rule: 'json' })
    }
  }
  const jsonFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.json')).sort()

  const singlesDir = join(contentDir, 'singles')
  if (existsSync(singlesDir)) {
    for (const name of jsonFiles(singlesDir)) {
      const key = basename(name, '.json')
      const type = types.find((t) => t.kind === 'singleType' && t.singularName === key)
      if (!type) issues.push({ file: relative(root, join(singlesDir, name)), pointer: '', message: 'no single type with this singularName in schemas/content', rule: 'type' })
      read(join(singlesDir, name), { kind: 'singleType', typeName: key, key, type })
    }
  }
  const collectionsDir = join(contentDir, 'collections')
  if (existsSync(collectionsDir)) {
    for (const dir of readdirSync(collectionsDir).sort()) {
      if (!statSync(join(collectionsDir, dir)).isDirectory()) continue
      const type = types.find((t) => t.kind === 'collectionType' && t.pluralName === dir)
      if (!type) issues.push({ file: relative(root, join(collectionsDir, dir)), pointer: '', message: 'no collection type with this pluralName in schemas/content', rule: 'type' })
      for (const name of jsonFiles(join(collectionsDir, dir))) {
        read(join(collectionsDir, dir, name), { kind: 'collectionType', typeName: dir, key: basename(name, '.json'), type })
      }
    }
  }
  return { schemaFiles, types, sections, entries, issues }
}
