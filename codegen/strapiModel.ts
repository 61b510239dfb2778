import type { JSONSchema } from 'json-schema-to-typescript'
import { CodegenError } from './CodegenError'
import { mapStrapiAttribute } from './mapStrapiAttribute'
import type { LoadedSchema, SchemaSet, StrapiComponentAnnotation, StrapiContentTypeAnnotation } from './types'

/** One attribute of a Strapi component or content type, as it goes into its JSON file. */
export type StrapiAttribute = { type: string } & Record<string, unknown>

/** An attribute plus what the populate trees need to know about it. */
export interface MappedAttribute {
  attribute: StrapiAttribute
  /** For a relation: the only fields to read from the related entry (`x-strapi.populate`). */
  populateFields?: readonly string[]
}

/** A Strapi component generated from a schema with an `x-strapi.uid`. */
export interface StrapiComponentModel {
  source: LoadedSchema
  annotation: StrapiComponentAnnotation
  /** The component name, the part of the uid after the category. */
  name: string
  attributes: ReadonlyMap<string, MappedAttribute>
}

/** A Strapi content type generated from a `schemas/content/` schema. */
export interface StrapiContentTypeModel {
  source: LoadedSchema
  annotation: StrapiContentTypeAnnotation
  attributes: ReadonlyMap<string, MappedAttribute>
}

/** Every component and content type of a schema set, keyed and sorted by uid. */
export interface StrapiModel {
  components: ReadonlyMap<string, StrapiComponentModel>
  contentTypes: ReadonlyMap<string, StrapiContentTypeModel>
}

const UID_PART = /^[a-z][a-z0-9-]*$/

function requireString(loaded: LoadedSchema, annotation: Record<string, unknown>, key: string): string {
  const value = annotation[key]
  if (typeof value !== 'string' || value === '') {
    throw new CodegenError(loaded.file, `/x-strapi/${key}`, `x-strapi.${key} is required (a non-empty string)`)
  }
  return value
}

function readComponentAnnotation(loaded: LoadedSchema): StrapiComponentAnnotation | undefined {
  const x = loaded.schema['x-strapi'] as Record<string, unknown> | undefined
  if (loaded.kind === 'shared' && (x === undefined || x.uid === undefined)) return undefined
  if (!x || typeof x !== 'object') {
    throw new CodegenError(loaded.file, '/x-strapi', 'a section schema needs an x-strapi object with uid, category and displayName')
  }
  const uid = requireString(loaded, x, 'uid')
  const category = requireString(loaded, x, 'category')
  const displayName = requireString(loaded, x, 'displayName')
  const [uidCategory, name, ...rest] = uid.split('.')
  if (rest.length > 0 || !uidCategory || !name || !UID_PART.test(uidCategory) || !UID_PART.test(name)) {
    throw new CodegenError(loaded.file, '/x-strapi/uid', `component uid "${uid}" must be <category>.<name> in lower-case kebab-case`)
  }
  if (uidCategory !== category) {
    throw new CodegenError(loaded.file, '/x-strapi/category', `category "${category}" does not match the uid "${uid}"`)
  }
  if (loaded.kind === 'sections' && category !== 'sections') {
    throw new CodegenError(loaded.file, '/x-strapi/category', `a section component's category must be "sections", not "${category}"`)
  }
  const icon = x.icon
  return { uid, category, displayName, ...(typeof icon === 'string' ? { icon } : {}) }
}

function readContentTypeAnnotation(loaded: LoadedSchema): StrapiContentTypeAnnotation {
  const x = loaded.schema['x-strapi'] as Record<string, unknown> | undefined
  if (!x || typeof x !== 'object') {
    throw new CodegenError(loaded.file, '/x-strapi', 'a content-type schema needs an x-strapi object (kind, uid, singularName, pluralName, displayName, draftAndPublish)')
  }
  const kind = x.kind
  if (kind !== 'collectionType' && kind !== 'singleType') {
    throw new CodegenError(loaded.file, '/x-strapi/kind', 'x-strapi.kind must be "collectionType" or "singleType"')
  }
  const uid = requireString(loaded, x, 'uid')
  const singularName = requireString(loaded, x, 'singularName')
  const pluralName = requireString(loaded, x, 'pluralName')
  const displayName = requireString(loaded, x, 'displayName')
  if (!UID_PART.test(singularName) || !UID_PART.test(pluralName) || singularName === pluralName) {
    throw new CodegenError(loaded.file, '/x-strapi/singularName', 'singularName and pluralName must differ and be lower-case kebab-case')
  }
  if (uid !== `api::${singularName}.${singularName}`) {
    throw new CodegenError(loaded.file, '/x-strapi/uid', `content-type uid must be "api::${singularName}.${singularName}", not "${uid}"`)
  }
  if (typeof x.draftAndPublish !== 'boolean') {
    throw new CodegenError(loaded.file, '/x-strapi/draftAndPublish', 'x-strapi.draftAndPublish must be a boolean')
  }
  if (x.publicRead !== undefined && typeof x.publicRead !== 'boolean') {
    throw new CodegenError(loaded.file, '/x-strapi/publicRead', 'x-strapi.publicRead must be a boolean (default true)')
  }
  return { kind, uid, singularName, pluralName, displayName, draftAndPublish: x.draftAndPublish, publicRead: x.publicRead ?? true }
}

function objectProperties(loaded: LoadedSchema): [string, JSONSchema][] {
  const properties = loaded.schema.properties
  if (properties === undefined) return []
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) {
    throw new CodegenError(loaded.file, '/properties', 'properties must be an object')
  }
  return Object.entries(properties as Record<string, JSONSchema>)
}

function mapAttributes(set: SchemaSet, loaded: LoadedSchema, components: ReadonlyMap<string, unknown>, isComponent: boolean) {
  const required = new Set(Array.isArray(loaded.schema.required) ? (loaded.schema.required as string[]) : [])
  const attributes = new Map<string, MappedAttribute>()
  for (const [name, property] of objectProperties(loaded)) {
    const mapped = mapStrapiAttribute({ set, from: loaded, name, property, required: required.has(name), components, isComponent })
    if (mapped) attributes.set(name, mapped)
  }
  return attributes
}

/**
 * Reads the Strapi side of a schema set: which schemas are components and content types, and the attributes
 * of each. Schema mistakes throw a CodegenError naming the file and the JSON pointer.
 */
export function buildStrapiModel(set: SchemaSet): StrapiModel {
  const componentSchemas: [StrapiComponentAnnotation, LoadedSchema][] = []
  const seen = new Map<string, string>()
  const claim = (uid: string, loaded: LoadedSchema) => {
    const other = seen.get(uid)
    if (other) throw new CodegenError(loaded.file, '/x-strapi/uid', `uid "${uid}" is already used by ${other}`)
    seen.set(uid, loaded.file)
  }
  for (const loaded of set.schemas) {
    // forms are what the site's forms send: nothing of them is stored in Strapi
    if (loaded.kind === 'content' || loaded.kind === 'forms') continue
    const annotation = readComponentAnnotation(loaded)
    if (!annotation) continue
    claim(annotation.uid, loaded)
    componentSchemas.push([annotation, loaded])
  }
  const categories = new Map(componentSchemas.map(([a]) => [a.uid, a.category]))

  const components = new Map<string, StrapiComponentModel>()
  for (const [annotation, source] of componentSchemas.sort((a, b) => a[0].uid.localeCompare(b[0].uid))) {
    const attributes = mapAttributes(set, source, categories, true)
    components.set(annotation.uid, { source, annotation, name: annotation.uid.split('.')[1] as string, attributes })
  }

  const contentTypes = new Map<string, StrapiContentTypeModel>()
  const entries = set.schemas.filter((s) => s.kind === 'content').map((s) => [readContentTypeAnnotation(s), s] as const)
  for (const [annotation, source] of entries) claim(annotation.uid, source)
  for (const [annotation, source] of [...entries].sort((a, b) => a[0].uid.localeCompare(b[0].uid))) {
    const attributes = mapAttributes(set, source, categories, false)
    contentTypes.set(annotation.uid, { source, annotation, attributes })
  }
  checkRelationTargets(contentTypes, components)
  return { components, contentTypes }
}

function checkRelationTargets(
  contentTypes: ReadonlyMap<string, StrapiContentTypeModel>,
  components: ReadonlyMap<string, StrapiComponentModel>,
) {
  for (const owner of [...components.values(), ...contentTypes.values()]) {
    for (const [name, { attribute }] of owner.attributes) {
      if (attribute.type !== 'relation') continue
      const target = attribute.target as string
      if (!contentTypes.has(target)) {
        throw new CodegenError(owner.source.file, `/properties/${escapePointer(name)}`, `relation target "${target}" is not a content type in schemas/content/`)
      }
    }
  }
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1')
}
