/**
 * Validates the demo content pack in `content/` against the JSON Schemas in `schemas/`.
 *
 *   npx tsx scripts/content/validatePack.ts [--root DIR]
 *
 * - every `singles/<singularName>.json` and `collections/<pluralName>/<key>.json` against its content-type schema;
 * - every dynamic-zone item against the section schema whose `x-strapi.uid` equals its `__component`;
 * - relations (named by the related entry's uid field, see content/README.md) must point at entries that exist;
 * - media fields must point at a file in `content/media/` and carry its true width, height and mime;
 * - a collection file is named after its uid field (`<group>-<key>` for reference data);
 * - every call to chat is a toggleChat link (checkChatLinks), and no script comes from a host that never resolves
 *   (checkScripts).
 *
 * Prints `file pointer message` for each failure and exits 1 on any.
 */
import Ajv, { type AnySchemaObject, type ErrorObject, type ValidateFunction } from 'ajv'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkChatLinks } from './checkChatLinks'
import { checkLinks } from './checkLinks'
import { checkPlaceholders } from './checkPlaceholders'
import { checkScripts } from './checkScripts'
import { imageInfo } from './imageInfo'
import { webmInfo } from './webm'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }
type Schema = AnySchemaObject & { properties?: Record<string, AnySchemaObject> }

export interface PackIssue {
  file: string
  pointer: string
  message: string
}

interface ContentType {
  file: string
  schema: Schema
  uid: string
  kind: 'collectionType' | 'singleType'
  singularName: string
  pluralName: string
  /** The property whose x-strapi type is `uid`: the file key of a collection entry. */
  uidField: string | undefined
}

interface Recorded {
  kind: 'relation' | 'media'
  target?: string | undefined
  pointer: string
  data: unknown
}

const SCHEMA_KINDS = ['shared', 'sections', 'content'] as const

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'))
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function escapePointer(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1')
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

/**
 * A content type's schema as the pack writes it: a relation property holds only the related entry's uid field
 * (`{ "slug": "ana-lopez" }`), and no property outside the schema is allowed (typos fail loudly).
 */
function packShape(type: Schema, uidFieldOf: (target: string) => string): Schema {
  const properties: Record<string, AnySchemaObject> = {}
  for (const [name, property] of Object.entries(type.properties ?? {})) {
    const strapi = property['x-strapi'] as { type?: string; target?: string; relation?: string } | undefined
    if (strapi?.type === 'relation' && strapi.target) {
      const field = uidFieldOf(strapi.target)
      const ref: AnySchemaObject = {
        type: 'object',
        required: [field],
        additionalProperties: false,
        properties: { [field]: { type: 'string', minLength: 1 } },
      }
      const many = strapi.relation === 'manyToMany' || strapi.relation === 'oneToMany'
      properties[name] = many ? { type: 'array', items: ref, 'x-strapi': strapi } : { ...ref, 'x-strapi': strapi }
    } else {
      properties[name] = property
    }
  }
  return { ...type, properties, additionalProperties: false }
}

export function validatePack(root: string): PackIssue[] {
  const contentDir = join(root, 'content')
  const mediaDir = join(contentDir, 'media')
  const issues: PackIssue[] = []
  const fail = (file: string, pointer: string, message: string) => issues.push({ file, pointer, message })

  const schemaFiles = loadSchemaFiles(root)
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
  const typeByUid = new Map(types.map((t) => [t.uid, t]))
  const uidFieldOf = (target: string) => typeByUid.get(target)?.uidField ?? 'slug'

  // The x-strapi keyword never fails validation; it records where relations and media sit in the data.
  let recorded: Recorded[] = []
  // x-stratum says how the site renders a section (codegen's concern), never what content may hold
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, keywords: ['x-stratum'] })
  ajv.addKeyword({
    keyword: 'x-strapi',
    schemaType: 'object',
    validate: (value: { type?: string; target?: string }, data: unknown, _parent: unknown, cxt?: { instancePath: string }) => {
      if (value.type === 'relation' || value.type === 'media') {
        recorded.push({ kind: value.type, target: value.target, pointer: cxt?.instancePath ?? '', data })
      }
      return true
    },
  })
  for (const { schema } of schemaFiles) {
    const type = types.find((t) => t.schema === schema)
    ajv.addSchema(type ? packShape(schema, uidFieldOf) : schema)
  }
  const compiled = new Map<string, ValidateFunction>()
  const validatorFor = (schema: Schema): ValidateFunction => {
    const id = String(schema.$id)
    let fn = compiled.get(id)
    if (!fn) {
      fn = ajv.getSchema(id)
      if (!fn) throw new Error(`schema ${id} did not compile`)
      compiled.set(id, fn)
    }
    return fn
  }
  const report = (file: string, base: string, errors: ErrorObject[] | null | undefined) => {
    for (const e of errors ?? []) {
      const extra =
        e.keyword === 'additionalProperties' ? ` (${String((e.params as { additionalProperty: string }).additionalProperty)})` :
        e.keyword === 'enum' ? ` (${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')})` : ''
      fail(file, base + e.instancePath, `${e.message ?? e.keyword}${extra}`)
    }
  }

  // Read every entry of the pack.
  interface Entry {
    file: string
    type: ContentType
    data: unknown
  }
  const entries: Entry[] = []
  const known = new Map<string, Set<string>>() // content-type uid -> uid values present
  const singlesDir = join(contentDir, 'singles')
  if (existsSync(singlesDir)) {
    for (const name of readdirSync(singlesDir).filter((f) => f.endsWith('.json')).sort()) {
      const file = relative(root, join(singlesDir, name))
      const type = types.find((t) => t.kind === 'singleType' && t.singularName === basename(name, '.json'))
      if (!type) {
        fail(file, '', 'no single type with this singularName in schemas/content')
        continue
      }
      try {
        entries.push({ file, type, data: readJson(join(singlesDir, name)) })
      } catch (error) {
        fail(file, '', `not valid JSON: ${(error as Error).message}`)
      }
    }
  }
  const collectionsDir = join(contentDir, 'collections')
  if (existsSync(collectionsDir)) {
    for (const dir of readdirSync(collectionsDir).sort()) {
      if (!statSync(join(collectionsDir, dir)).isDirectory()) continue
      const type = types.find((t) => t.kind === 'collectionType' && t.pluralName === dir)
      if (!type) {
        fail(relative(root, join(collectionsDir, dir)), '', 'no collection type with this pluralName in schemas/content')
        continue
      }
      const present = new Set<string>()
      known.set(type.uid, present)
      for (const name of readdirSync(join(collectionsDir, dir)).filter((f) => f.endsWith('.json')).sort()) {
        const path = join(collectionsDir, dir, name)
        const file = relative(root, path)
        let data: unknown
        try {
          data = readJson(path)
        } catch (error) {
          fail(file, '', `not valid JSON: ${(error as Error).message}`)
          continue
        }
        const key = basename(name, '.json')
        if (isObject(data)) {
          if (type.uidField) {
            const value = data[type.uidField]
            if (typeof value === 'string') {
              if (value !== key) fail(file, `/${type.uidField}`, `must equal the file name '${key}'`)
              if (present.has(value)) fail(file, `/${type.uidField}`, `duplicate ${type.uidField} '${value}'`)
              present.add(value)
            }
          } else if (typeof data.group === 'string' && typeof data.key === 'string') {
            const expected = `${data.group}-${data.key}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-')
            if (expected !== key) fail(file, '', `file name must be '${expected}.json'`)
          }
        }
        entries.push({ file, type, data })
      }
    }
  }

  // Validate entries and their sections; collect relations and media.
  const relations: { file: string; rec: Recorded }[] = []
  const media: { file: string; rec: Recorded }[] = []
  const collect = (file: string, base: string) => {
    for (const rec of recorded) {
      const at = { ...rec, pointer: base + rec.pointer }
      if (rec.kind === 'relation') relations.push({ file, rec: at })
      else media.push({ file, rec: at })
    }
    recorded = []
  }
  for (const entry of entries) {
    const validate = validatorFor(entry.type.schema)
    recorded = []
    if (!validate(entry.data)) report(entry.file, '', validate.errors)
    collect(entry.file, '')
    if (!isObject(entry.data)) continue
    for (const [name, property] of Object.entries(entry.type.schema.properties ?? {})) {
      if ((property['x-strapi'] as { type?: string } | undefined)?.type !== 'dynamiczone') continue
      const items = entry.data[name]
      if (!Array.isArray(items)) continue
      items.forEach((item, index) => {
        const base = `/${escapePointer(name)}/${index}`
        if (!isObject(item) || typeof item.__component !== 'string') return // reported by the entry's schema
        const section = sections.get(item.__component)
        if (!section) {
          fail(entry.file, `${base}/__component`, `unknown section '${item.__component}'`)
          return
        }
        const { __component: _uid, ...props } = item
        const validateSection = validatorFor(section.schema)
        recorded = []
        if (!validateSection(props)) report(entry.file, base, validateSection.errors)
        collect(entry.file, base)
      })
    }
  }

  // Relations must point at entries that exist.
  for (const { file, rec } of relations) {
    const target = rec.target ? typeByUid.get(rec.target) : undefined
    if (!target) {
      fail(file, rec.pointer, `relation to unknown content type '${rec.target ?? '?'}'`)
      continue
    }
    const field = target.uidField ?? 'slug'
    const present = known.get(target.uid) ?? new Set<string>()
    const refs = Array.isArray(rec.data) ? rec.data : [rec.data]
    refs.forEach((ref, i) => {
      if (!isObject(ref) || typeof ref[field] !== 'string') return // reported by the schema
      if (!present.has(ref[field])) {
        const pointer = Array.isArray(rec.data) ? `${rec.pointer}/${i}` : rec.pointer
        fail(file, `${pointer}/${field}`, `no ${target.singularName} with ${field} '${ref[field]}'`)
      }
    })
  }

  // Media must exist and carry their true size and type.
  const mediaUsed = new Set<string>()
  for (const { file, rec } of media) {
    if (!isObject(rec.data) || typeof rec.data.url !== 'string') continue
    const { url, width, height, mime, alternativeText } = rec.data
    const match = /^\/uploads\/([A-Za-z0-9._-]+)$/.exec(url)
    if (!match?.[1]) {
      fail(file, `${rec.pointer}/url`, `must be /uploads/<file> of content/media`)
      continue
    }
    const path = join(mediaDir, match[1])
    mediaUsed.add(match[1])
    if (!existsSync(path)) {
      fail(file, `${rec.pointer}/url`, `content/media/${match[1]} does not exist`)
      continue
    }
    if (typeof alternativeText !== 'string' || alternativeText.trim().length < 3) {
      fail(file, `${rec.pointer}/alternativeText`, 'must describe the image')
    }
    // a juxtaposed-media section may hold a WebM video: its frame size is checked like an image's
    const info = imageInfo(path) ?? webmInfo(readFileSync(path))
    if (!info) {
      fail(file, `${rec.pointer}/url`, 'unrecognised image format')
      continue
    }
    if (width !== info.width) fail(file, `${rec.pointer}/width`, `must be ${info.width}, the file's true width`)
    if (height !== info.height) fail(file, `${rec.pointer}/height`, `must be ${info.height}, the file's true height`)
    if (mime !== info.mime) fail(file, `${rec.pointer}/mime`, `must be ${info.mime}`)
  }
  const mediaFiles = new Set(existsSync(mediaDir) ? readdirSync(mediaDir).filter((f) => !f.startsWith('.')) : [])
  const linkEntries = entries.map((e) => ({ file: e.file, type: e.type.kind === 'singleType' ? e.type.singularName : e.type.pluralName, data: e.data }))
  issues.push(...checkLinks(linkEntries, mediaFiles))
  issues.push(...checkChatLinks(linkEntries))
  issues.push(...checkScripts(linkEntries))
  const siteConfig = types.find((t) => t.singularName === 'site-configuration')
  const currencies = (siteConfig?.schema.properties?.defaultCurrency?.enum as string[] | undefined) ?? ['GBP']
  issues.push(...checkPlaceholders(linkEntries, currencies))
  if (existsSync(mediaDir)) {
    for (const name of readdirSync(mediaDir).sort()) {
      if (name.startsWith('.')) continue
      if (!mediaUsed.has(name)) fail(relative(root, join(mediaDir, name)), '', 'not used by any entry')
    }
  }
  return issues
}

function main(): void {
  const args = process.argv.slice(2)
  const rootFlag = args.indexOf('--root')
  const root = resolve(rootFlag >= 0 && args[rootFlag + 1] ? args[rootFlag + 1]! : join(fileURLToPath(import.meta.url), '../../..'))
  const issues = validatePack(root)
  for (const issue of issues) console.log(`${issue.file} ${issue.pointer || '/'} ${issue.message}`)
  if (issues.length > 0) {
    console.error(`content pack: ${issues.length} problem${issues.length === 1 ? '' : 's'}`)
    process.exit(1)
  }
  console.log('content pack: valid')
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
