import type { JSONSchema } from 'json-schema-to-typescript'
import { CodegenError } from './CodegenError'
import { COMPONENT_ICONS } from './componentIcons'
import { derivedComponentName, humanName, INLINE_CATEGORY } from './derivedComponentName'
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

/**
 * A Strapi component: from a schema with an `x-strapi.uid`, from a shared object schema without one
 * (`shared.<file>`), or from an object written inline in a schema (`inline.<file>-<property path>`).
 */
export interface StrapiComponentModel {
  source: LoadedSchema
  /** JSON pointer of the component's object schema in `source`; '' for the file's root. */
  pointer: string
  /** The component's object schema. */
  schema: JSONSchema
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
  if (x.localized !== undefined && typeof x.localized !== 'boolean') {
    throw new CodegenError(loaded.file, '/x-strapi/localized', 'x-strapi.localized must be a boolean (default false)')
  }
  return {
    kind, uid, singularName, pluralName, displayName,
    draftAndPublish: x.draftAndPublish,
    publicRead: x.publicRead ?? true,
    localized: x.localized ?? false,
  }
}

function objectProperties(loaded: LoadedSchema, schema: JSONSchema, at: string): [string, JSONSchema][] {
  const properties = schema.properties
  if (properties === undefined) return []
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) {
    throw new CodegenError(loaded.file, `${at}/properties`, 'properties must be an object')
  }
  return Object.entries(properties as Record<string, JSONSchema>)
}

const DEFAULT_ICONS = { single: 'layer', repeatable: 'bulletList', shared: 'puzzle' } as const

/** Reads an inline object's optional `x-strapi` {displayName, icon}. */
function inlineAnnotation(loaded: LoadedSchema, schema: JSONSchema, pointer: string) {
  const x = schema['x-strapi'] as Record<string, unknown> | undefined
  const displayName = typeof x?.displayName === 'string' && x.displayName !== '' ? x.displayName : undefined
  const icon = x?.icon
  if (icon !== undefined && (typeof icon !== 'string' || !COMPONENT_ICONS.includes(icon))) {
    throw new CodegenError(loaded.file, `${pointer}/x-strapi/icon`, `${JSON.stringify(icon)} is not one of Strapi's component icons (codegen/componentIcons.ts)`)
  }
  return { displayName, icon: icon as string | undefined }
}

/** Maps schemas to components and content types, generating the components their inline objects need. */
class ModelBuilder {
  readonly components = new Map<string, StrapiComponentModel>()
  /** uid → where it comes from (`file#pointer`), so two objects never share a generated uid. */
  private readonly owners = new Map<string, string>()

  constructor(
    private readonly set: SchemaSet,
    private readonly categories: ReadonlyMap<string, string>,
  ) {}

  /** The attributes of the object schema at `at` in `loaded`; `path` names it (file name, property names). */
  attributes(loaded: LoadedSchema, schema: JSONSchema, at: string, path: readonly string[], isComponent: boolean, localized = false) {
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : [])
    const attributes = new Map<string, MappedAttribute>()
    for (const [name, property] of objectProperties(loaded, schema, at)) {
      const mapped = mapStrapiAttribute({
        set: this.set,
        from: loaded,
        name,
        property,
        required: required.has(name),
        components: this.categories,
        isComponent,
        localized,
        at,
        inlineComponent: (inline, pointer, repeatable) => this.inline(loaded, inline, pointer, [...path, name], repeatable),
        sharedComponent: (target) => this.shared(target),
      })
      if (mapped) attributes.set(name, mapped)
    }
    return attributes
  }

  add(annotation: StrapiComponentAnnotation, source: LoadedSchema, schema: JSONSchema, pointer: string, path: readonly string[]) {
    const name = annotation.uid.split('.')[1] as string
    const component: StrapiComponentModel = { source, pointer, schema, annotation, name, attributes: new Map() }
    // registered before its attributes are mapped, so a shared schema that contains itself ends the walk
    this.components.set(annotation.uid, component)
    component.attributes = this.attributes(source, schema, pointer, path, true)
  }

  private claim(uid: string, loaded: LoadedSchema, pointer: string): boolean {
    const owner = `${loaded.file}#${pointer}`
    const other = this.owners.get(uid) ?? (this.categories.has(uid) ? this.components.get(uid)?.source.file ?? 'an x-strapi.uid' : undefined)
    if (other === owner) return false
    if (other !== undefined) {
      throw new CodegenError(loaded.file, pointer, `the component generated here would be "${uid}", already used by ${other}: rename the property, or move the object to a shared schema with its own x-strapi.uid`)
    }
    this.owners.set(uid, owner)
    return true
  }

  private inline(loaded: LoadedSchema, schema: JSONSchema, pointer: string, path: readonly string[], repeatable: boolean): string {
    const uid = `${INLINE_CATEGORY}.${derivedComponentName(path)}`
    if (!this.claim(uid, loaded, pointer)) return uid
    const x = inlineAnnotation(loaded, schema, pointer)
    const title = typeof schema.title === 'string' ? schema.title : undefined
    const displayName = x.displayName ?? humanName(title ?? (path[path.length - 1] as string))
    const icon = x.icon ?? (repeatable ? DEFAULT_ICONS.repeatable : DEFAULT_ICONS.single)
    this.add({ uid, category: INLINE_CATEGORY, displayName, icon }, loaded, schema, pointer, path)
    return uid
  }

  private shared(target: LoadedSchema): string {
    const uid = `${target.kind}.${derivedComponentName([target.name])}`
    if (!this.claim(uid, target, '')) return uid
    const x = inlineAnnotation(target, target.schema, '')
    const displayName = x.displayName ?? humanName(target.name)
    this.add({ uid, category: target.kind, displayName, icon: x.icon ?? DEFAULT_ICONS.shared }, target, target.schema, '', [target.name])
    return uid
  }
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
  // dynamic zones take the components with an x-strapi.uid, never the generated ones
  const categories = new Map(componentSchemas.map(([a]) => [a.uid, a.category]))
  const builder = new ModelBuilder(set, categories)

  for (const [annotation, source] of componentSchemas.sort((a, b) => a[0].uid.localeCompare(b[0].uid))) {
    builder.add(annotation, source, source.schema, '', [source.name])
  }

  const contentTypes = new Map<string, StrapiContentTypeModel>()
  const entries = set.schemas.filter((s) => s.kind === 'content').map((s) => [readContentTypeAnnotation(s), s] as const)
  for (const [annotation, source] of entries) claim(annotation.uid, source)
  for (const [annotation, source] of [...entries].sort((a, b) => a[0].uid.localeCompare(b[0].uid))) {
    const attributes = builder.attributes(source, source.schema, '', [source.name], false, annotation.localized)
    contentTypes.set(annotation.uid, { source, annotation, attributes })
  }
  const components = new Map([...builder.components].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
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
