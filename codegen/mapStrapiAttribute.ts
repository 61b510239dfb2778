import type { JSONSchema } from 'json-schema-to-typescript'
import { CodegenError } from './CodegenError'
import { componentShape } from './componentShape'
import { resolveRef } from './loadSchemas'
import type { MappedAttribute, StrapiAttribute } from './strapiModel'
import type { LoadedSchema, SchemaSet, StrapiPropertyAnnotation } from './types'

/** What mapStrapiAttribute needs to know about one property. */
export interface AttributeInput {
  set: SchemaSet
  from: LoadedSchema
  name: string
  property: JSONSchema
  required: boolean
  /** Every component uid of the set, with its category (for dynamic zones). */
  components: ReadonlyMap<string, unknown>
  isComponent: boolean
  /** Whether the property belongs to a localised content type (`x-strapi.localized`); false in components. */
  localized: boolean
  /** JSON pointer, in `from`, of the object schema holding the property; '' for the file's root. */
  at?: string
  /**
   * The uid of the component generated for an object written inline at `pointer` (the property, or its
   * `items` when `repeatable`), registering it on first use.
   */
  inlineComponent: (schema: JSONSchema, pointer: string, repeatable: boolean) => string
  /** The uid of the component generated for a shared object schema without an `x-strapi.uid`. */
  sharedComponent: (target: LoadedSchema) => string
}

/** Names Strapi 5 manages itself or forbids as attribute names: a schema marks them `x-strapi: {type: 'omit'}`. */
const RESERVED = new Set([
  'id', 'documentId', 'document_id', 'createdAt', 'updatedAt', 'publishedAt', 'created_at', 'updated_at',
  'published_at', 'createdBy', 'updatedBy', 'created_by_id', 'updated_by_id', 'locale', 'localizations',
  'status', '__component', '__contentType', 'entryId', 'meta',
])
/**
 * Strapi's i18n keeps these per locale whatever their options say, and its content-type builder writes no option on
 * them: `localized: false` there only says the value is the same in every locale, which the content keeps.
 */
const ALWAYS_LOCALIZED = new Set(['uid', 'relation'])
const RELATIONS = new Set(['oneToOne', 'manyToOne', 'oneToMany', 'manyToMany'])
const TO_MANY: Record<string, string> = { oneToOne: 'oneToMany', manyToOne: 'manyToMany' }

type Target =
  | { kind: 'component'; uid: string }
  | { kind: 'media'; allowedTypes: unknown }
  | { kind: 'relation'; relation: unknown; target: unknown; populate: unknown }
  | { kind: 'content'; uid: string }
  | { kind: 'inline'; schema: JSONSchema }

function annotationOf(schema: JSONSchema): StrapiPropertyAnnotation {
  const x = schema['x-strapi']
  return x && typeof x === 'object' ? (x as StrapiPropertyAnnotation) : {}
}

function typesOf(schema: JSONSchema): string[] {
  const type = schema.type
  const list = Array.isArray(type) ? type : type === undefined ? [] : [type]
  return list.filter((t) => t !== 'null')
}

/** Follows a `$ref` to what it means on the Strapi side. */
function resolveTarget(input: AttributeInput, schema: JSONSchema, pointer: string): Target {
  const ref = schema.$ref as string
  const target = resolveRef(input.set, input.from, ref)
  if (!target) throw new CodegenError(input.from.file, `${pointer}/$ref`, `unknown $ref "${ref}"`)
  const x = target.schema['x-strapi'] as (StrapiPropertyAnnotation & { uid?: string }) | undefined
  if (target.kind === 'content') {
    return { kind: 'content', uid: typeof x?.uid === 'string' ? x.uid : target.file }
  }
  if (typeof x?.uid === 'string') return { kind: 'component', uid: x.uid }
  if (x?.type === 'media') return { kind: 'media', allowedTypes: x.allowedTypes }
  if (x?.type === 'relation') return { kind: 'relation', relation: x.relation, target: x.target, populate: x.populate }
  // a shared object of fixed fields is a form of its own in Strapi, with a uid from its file
  const shape = componentShape(target.schema)
  if (shape.kind === 'unmappable') throw new CodegenError(target.file, shape.pointer, shape.reason)
  if (shape.kind === 'component') return { kind: 'component', uid: input.sharedComponent(target) }
  const { $ref: _ref, ...rest } = schema
  return { kind: 'inline', schema: { ...target.schema, ...rest } as JSONSchema }
}

function relation(input: AttributeInput, pointer: string, relationType: unknown, target: unknown, many: boolean) {
  const kind = many && typeof relationType === 'string' ? (TO_MANY[relationType] ?? relationType) : relationType
  if (typeof kind !== 'string' || !RELATIONS.has(kind)) {
    throw new CodegenError(input.from.file, pointer, `a relation needs x-strapi.relation, one of ${[...RELATIONS].join(', ')}`)
  }
  if (typeof target !== 'string' || !target.startsWith('api::')) {
    throw new CodegenError(input.from.file, pointer, 'a relation needs x-strapi.target, a content-type uid such as api::page.page')
  }
  return { type: 'relation', relation: kind, target }
}

function media(allowedTypes: unknown, many: boolean): StrapiAttribute {
  const types = Array.isArray(allowedTypes) ? [...(allowedTypes as string[])].sort() : ['files', 'images', 'videos']
  return { type: 'media', multiple: many, allowedTypes: types }
}

function scalarOptions(schema: JSONSchema): Record<string, unknown> {
  const options: Record<string, unknown> = {}
  const value = schema.default
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') options.default = value
  return options
}

function mapScalar(input: AttributeInput, schema: JSONSchema, pointer: string): StrapiAttribute {
  const types = typesOf(schema)
  const options = scalarOptions(schema)
  if (schema.enum !== undefined) {
    const values = schema.enum
    if (!Array.isArray(values) || values.length === 0 || !values.every((v) => typeof v === 'string' && v !== '')) {
      throw new CodegenError(input.from.file, `${pointer}/enum`, 'Strapi enumerations need a non-empty list of non-empty strings')
    }
    return { type: 'enumeration', enum: [...values], ...options }
  }
  // a choice between shapes (a price map or a placeholder string) has no Strapi field: it is stored as JSON
  if (types.length === 0 && (schema.oneOf !== undefined || schema.anyOf !== undefined)) return { type: 'json' }
  if (types.length === 1) {
    const [type] = types
    if (type === 'string') {
      // a Strapi string is a varchar(255) on PostgreSQL: longer strings are text
      const long = typeof schema.maxLength === 'number' && schema.maxLength > 255
      const text = schema.contentMediaType === 'text/markdown' ? 'richtext' : long ? 'text' : 'string'
      return { type: text, ...(typeof schema.maxLength === 'number' ? { maxLength: schema.maxLength } : {}), ...options }
    }
    if (type === 'integer' || type === 'number') {
      return {
        type: type === 'integer' ? 'integer' : 'decimal',
        ...(typeof schema.minimum === 'number' ? { min: schema.minimum } : {}),
        ...(typeof schema.maximum === 'number' ? { max: schema.maximum } : {}),
        ...options,
      }
    }
    if (type === 'boolean') return { type: 'boolean', ...options }
    if (type === 'object') return { type: 'json' }
  }
  throw new CodegenError(
    input.from.file,
    pointer,
    `cannot map type ${JSON.stringify(schema.type ?? null)} to a Strapi attribute: give it one JSON type or an x-strapi.type`,
  )
}

function mapRef(input: AttributeInput, schema: JSONSchema, pointer: string, x: StrapiPropertyAnnotation, many: boolean, itemsPointer: string): MappedAttribute {
  const target = resolveTarget(input, schema, itemsPointer)
  if (x.type === 'relation' || target.kind === 'relation') {
    const t = target.kind === 'relation' ? target : undefined
    const populate = x.populate ?? t?.populate
    return {
      attribute: relation(input, pointer, x.relation ?? t?.relation, x.target ?? t?.target, many),
      ...(Array.isArray(populate) ? { populateFields: [...(populate as string[])] } : {}),
    }
  }
  if (x.type === 'media' || target.kind === 'media') {
    return { attribute: media(x.allowedTypes ?? (target.kind === 'media' ? target.allowedTypes : undefined), many) }
  }
  if (target.kind === 'component') {
    return { attribute: { type: 'component', component: target.uid, repeatable: many, ...(many ? bounds(input.property) : {}) } }
  }
  if (target.kind === 'content') {
    throw new CodegenError(input.from.file, pointer, `a $ref to the content type ${target.uid} needs x-strapi {type: 'relation', relation, target}`)
  }
  if (many) return { attribute: { type: 'json' } }
  return { attribute: mapScalar(input, target.schema, pointer) }
}

/** An object schema, or one with properties beside other types (which componentShape refuses, saying why). */
function isObject(schema: JSONSchema): boolean {
  const types = typesOf(schema)
  return types.includes('object') && (types.length === 1 || schema.properties !== undefined)
}

/** An object written inline: a component (repeatable for array items) when it has fixed fields, else JSON. */
function mapInline(input: AttributeInput, schema: JSONSchema, pointer: string, repeatable: boolean): MappedAttribute {
  const shape = componentShape(schema)
  if (shape.kind === 'unmappable') throw new CodegenError(input.from.file, `${pointer}${shape.pointer}`, shape.reason)
  if (shape.kind === 'json') return { attribute: { type: 'json' } }
  const uid = input.inlineComponent(schema, pointer, repeatable)
  return { attribute: { type: 'component', component: uid, repeatable, ...(repeatable ? bounds(input.property) : {}) } }
}

/** A repeatable component keeps the array's bounds (Strapi checks them on publish). */
function bounds(array: JSONSchema): Record<string, number> {
  const { minItems, maxItems } = array
  return { ...(typeof minItems === 'number' ? { min: minItems } : {}), ...(typeof maxItems === 'number' ? { max: maxItems } : {}) }
}

function mapByAnnotation(input: AttributeInput, pointer: string, x: StrapiPropertyAnnotation): MappedAttribute | undefined {
  const { property } = input
  const many = typesOf(property).includes('array')
  switch (x.type) {
    case 'uid':
      return {
        attribute: {
          type: 'uid',
          ...(x.targetField ? { targetField: x.targetField } : {}),
          ...(x.unique !== undefined ? { unique: x.unique } : {}),
        },
      }
    case 'json':
      return { attribute: { type: 'json' } }
    case 'richtext':
    case 'text':
      return { attribute: { type: x.type, ...(typeof property.maxLength === 'number' ? { maxLength: property.maxLength } : {}), ...scalarOptions(property) } }
    case 'media':
      if (property.$ref === undefined && !(many && (property.items as JSONSchema | undefined)?.$ref)) {
        return { attribute: media(x.allowedTypes, many) }
      }
      return undefined
    case 'relation':
      if (property.$ref === undefined && !(many && (property.items as JSONSchema | undefined)?.$ref)) {
        return { attribute: relation(input, pointer, x.relation, x.target, many), ...(x.populate ? { populateFields: [...x.populate] } : {}) }
      }
      return undefined
    case 'dynamiczone': {
      if (input.isComponent) throw new CodegenError(input.from.file, pointer, 'Strapi components cannot hold a dynamic zone')
      const category = x.components
      const uids = [...input.components].filter(([, c]) => c === category).map(([uid]) => uid).sort()
      if (uids.length === 0) {
        throw new CodegenError(input.from.file, `${pointer}/x-strapi/components`, `a dynamic zone needs components: no component has category "${String(category)}"`)
      }
      return { attribute: { type: 'dynamiczone', components: uids } }
    }
    case undefined:
      return undefined
    default:
      throw new CodegenError(input.from.file, `${pointer}/x-strapi/type`, `unknown x-strapi.type "${String(x.type)}"`)
  }
}

/**
 * Strapi's i18n option of an attribute: on a localised content type every field is translated unless its property
 * says `x-strapi: {localized: false}`; components follow the attribute that holds them.
 */
function withLocalization(input: AttributeInput, pointer: string, x: StrapiPropertyAnnotation, mapped: MappedAttribute): MappedAttribute {
  const at = `${pointer}/x-strapi/localized`
  if (x.localized !== undefined && typeof x.localized !== 'boolean') {
    throw new CodegenError(input.from.file, at, 'x-strapi.localized must be a boolean (default true on a localised content type)')
  }
  if (!input.localized) {
    if (x.localized === undefined) return mapped
    throw new CodegenError(
      input.from.file,
      at,
      input.isComponent
        ? "a component's fields are translated with it: put x-strapi.localized on the content-type property that holds it"
        : 'x-strapi.localized is for the properties of a localised content type: mark the type x-strapi {localized: true} or drop it',
    )
  }
  if (ALWAYS_LOCALIZED.has(mapped.attribute.type)) return mapped
  return { ...mapped, attribute: { ...mapped.attribute, pluginOptions: { i18n: { localized: x.localized ?? true } } } }
}

/**
 * Maps one schema property to its Strapi attribute, or undefined for `x-strapi: {type: 'omit'}`.
 * Throws a CodegenError (file, JSON pointer, message) for anything it cannot map.
 */
export function mapStrapiAttribute(input: AttributeInput): MappedAttribute | undefined {
  const { property, name } = input
  const pointer = `${input.at ?? ''}/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`
  if (!property || typeof property !== 'object') throw new CodegenError(input.from.file, pointer, 'a property must be a schema object')
  const x = annotationOf(property)
  if (x.type === 'omit') return undefined
  if (RESERVED.has(name)) {
    throw new CodegenError(input.from.file, pointer, `"${name}" is managed by Strapi: mark it x-strapi {type: 'omit'} or rename it`)
  }
  let mapped = mapByAnnotation(input, pointer, x)
  if (!mapped) {
    const items = property.items as JSONSchema | undefined
    if (property.$ref !== undefined) {
      mapped = mapRef(input, property, pointer, x, false, pointer)
    } else if (typesOf(property).includes('array')) {
      mapped = items && !Array.isArray(items) && items.$ref !== undefined
        ? mapRef(input, items, pointer, x, true, `${pointer}/items`)
        : items && !Array.isArray(items) && isObject(items)
          ? mapInline(input, items, `${pointer}/items`, true)
          : { attribute: { type: 'json' } }
    } else if (isObject(property)) {
      mapped = mapInline(input, property, pointer, false)
    } else {
      mapped = { attribute: mapScalar(input, property, pointer) }
    }
  }
  if (input.required && mapped.attribute.type !== 'relation') mapped.attribute.required = true
  return withLocalization(input, pointer, x, mapped)
}
