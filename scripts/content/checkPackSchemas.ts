import Ajv, { type AnySchemaObject, type ErrorObject, type ValidateFunction } from 'ajv'
import type { Pack, PackIssue, Schema } from './readPack'
import { isRecord } from '../../runtime/content/isRecord'

/** Where the schemas say a relation or media field sits in an entry, and what it holds. */
export interface RecordedField {
  file: string
  kind: 'relation' | 'media'
  target?: string | undefined
  pointer: string
  data: unknown
}

/** What checking the pack against its schemas finds: problems, and where relations and media are. */
export interface PackSchemaCheck {
  issues: PackIssue[]
  relations: RecordedField[]
  media: RecordedField[]
}

function escapePointer(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1')
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

function issuesOf(file: string, base: string, errors: ErrorObject[] | null | undefined): PackIssue[] {
  return (errors ?? []).map((e) => {
    const params = e.params as { additionalProperty?: string; missingProperty?: string; allowedValues?: unknown[] }
    const property = e.keyword === 'additionalProperties' ? params.additionalProperty : e.keyword === 'required' ? params.missingProperty : undefined
    const extra = e.keyword === 'additionalProperties' ? ` (${String(property)})` : e.keyword === 'enum' ? ` (${(params.allowedValues ?? []).join(', ')})` : ''
    return { file, pointer: base + e.instancePath, message: `${e.message ?? e.keyword}${extra}`, rule: e.keyword, ...(property !== undefined ? { property } : {}) }
  })
}

/**
 * Checks every entry of a pack that a content type claims against its schema, and every dynamic-zone item against
 * the section schema whose `x-strapi.uid` equals its `__component`. Records relations and media on the way.
 */
export function checkPackSchemas(pack: Pack): PackSchemaCheck {
  const typeByUid = new Map(pack.types.map((t) => [t.uid, t]))
  const uidFieldOf = (target: string) => typeByUid.get(target)?.uidField ?? 'slug'
  const result: PackSchemaCheck = { issues: [], relations: [], media: [] }

  // The x-strapi keyword never fails validation; it records where relations and media sit in the data.
  let recorded: Omit<RecordedField, 'file'>[] = []
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
  for (const { schema } of pack.schemaFiles) {
    const type = pack.types.find((t) => t.schema === schema)
    ajv.addSchema(type ? packShape(schema, uidFieldOf) : schema)
  }
  const validatorFor = (schema: Schema): ValidateFunction => {
    const fn = ajv.getSchema(String(schema.$id))
    if (!fn) throw new Error(`schema ${String(schema.$id)} did not compile`)
    return fn
  }
  const validate = (file: string, base: string, schema: Schema, data: unknown) => {
    const fn = validatorFor(schema)
    recorded = []
    if (!fn(data)) result.issues.push(...issuesOf(file, base, fn.errors))
    for (const rec of recorded) {
      const at = { file, ...rec, pointer: base + rec.pointer }
      if (rec.kind === 'relation') result.relations.push(at)
      else result.media.push(at)
    }
  }

  for (const entry of pack.entries) {
    const { type } = entry
    if (!type) continue
    validate(entry.file, '', type.schema, entry.data)
    if (!isRecord(entry.data)) continue
    for (const [name, property] of Object.entries(type.schema.properties ?? {})) {
      if ((property['x-strapi'] as { type?: string } | undefined)?.type !== 'dynamiczone') continue
      const items = entry.data[name]
      if (!Array.isArray(items)) continue
      items.forEach((item, index) => {
        const base = `/${escapePointer(name)}/${index}`
        if (!isRecord(item) || typeof item.__component !== 'string') return // reported by the entry's schema
        const section = pack.sections.get(item.__component)
        if (!section) {
          result.issues.push({ file: entry.file, pointer: `${base}/__component`, message: `unknown section '${item.__component}'`, rule: 'section' })
          return
        }
        const { __component: _uid, ...props } = item
        validate(entry.file, base, section.schema, props)
      })
    }
  }
  return result
}
