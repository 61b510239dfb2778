import { BANNER } from './banner'
import { CodegenError } from './CodegenError'
import { buildStrapiModel, type MappedAttribute, type StrapiContentTypeModel, type StrapiModel } from './strapiModel'
import type { GeneratedFile, SchemaSet } from './types'

/** A Strapi 5 populate entry: `true`, or nested populate, a field list for a relation, or dynamic-zone fragments. */
export type PopulateNode = true | { populate?: PopulateTree; fields?: readonly string[]; on?: PopulateTree }
/** Attribute name to its populate entry. */
export type PopulateTree = { [name: string]: PopulateNode }

function sortedTree(entries: [string, PopulateNode][]): PopulateTree | undefined {
  if (entries.length === 0) return undefined
  const tree: PopulateTree = {}
  for (const [key, value] of entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) tree[key] = value
  return tree
}

function nested(tree: PopulateTree | undefined): PopulateNode {
  return tree ? { populate: tree } : true
}

class PopulateBuilder {
  constructor(private readonly model: StrapiModel) {}

  /** The populate tree of a content type or component's attributes; `stack` holds the uids being expanded. */
  tree(attributes: ReadonlyMap<string, MappedAttribute>, stack: readonly string[]): PopulateTree | undefined {
    const entries: [string, PopulateNode][] = []
    for (const [name, mapped] of attributes) {
      const node = this.node(mapped, stack)
      if (node !== undefined) entries.push([name, node])
    }
    return sortedTree(entries)
  }

  private node({ attribute, populateFields }: MappedAttribute, stack: readonly string[]): PopulateNode | undefined {
    switch (attribute.type) {
      case 'media':
        return true
      case 'component':
        return nested(this.component(attribute.component as string, stack))
      case 'dynamiczone': {
        const fragments = (attribute.components as string[]).map((uid): [string, PopulateNode] => [uid, nested(this.component(uid, stack))])
        return { on: sortedTree(fragments) ?? {} }
      }
      case 'relation': {
        const target = attribute.target as string
        // a localised entry says which locale it is in, so a link to it can carry its locale's prefix
        if (populateFields) return { fields: [...populateFields, ...(this.isLocalized(target) ? ['locale'] : [])].sort() }
        if (stack.includes(target)) return true
        const contentType = this.model.contentTypes.get(target)
        return nested(contentType && this.tree(contentType.attributes, [...stack, target]))
      }
      default:
        return undefined
    }
  }

  private isLocalized(uid: string): boolean {
    return this.model.contentTypes.get(uid)?.annotation.localized === true
  }

  private component(uid: string, stack: readonly string[]): PopulateTree | undefined {
    const component = this.model.components.get(uid)
    if (!component) throw new CodegenError('schemas/', '', `component ${uid} is referenced but not defined`)
    if (stack.includes(uid)) {
      throw new CodegenError(component.source.file, component.pointer || '/x-strapi/uid', `component ${uid} contains itself, which Strapi cannot store`)
    }
    return this.tree(component.attributes, [...stack, uid])
  }
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
}

function key(name: string): string {
  return IDENTIFIER.test(name) ? name : quote(name)
}

/** A TypeScript literal of a JSON-like value, 2-space indent, single quotes, trailing commas. */
function literal(value: unknown, indent: string): string {
  if (typeof value === 'string') return quote(value)
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, indent)).join(', ')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
    if (entries.length === 0) return '{}'
    const inner = `${indent}  `
    return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${literal(v, inner)},\n`).join('')}${indent}}`
  }
  return String(value)
}

/** The entry's other locales, each by its locale and uid field: enough to link to it (a language switcher, hreflang). */
function localizations(contentType: StrapiContentTypeModel): PopulateNode {
  const uidField = [...contentType.attributes].find(([, { attribute }]) => attribute.type === 'uid')?.[0]
  return { fields: uidField ? ['locale', uidField].sort() : ['locale'] }
}

/** The populate trees of every content type, keyed by singularName (sorted). */
export function buildPopulateTrees(set: SchemaSet): Record<string, PopulateTree> {
  const model = buildStrapiModel(set)
  const builder = new PopulateBuilder(model)
  const trees: Record<string, PopulateTree> = {}
  const types = [...model.contentTypes.values()].sort((a, b) => (a.annotation.singularName < b.annotation.singularName ? -1 : 1))
  for (const contentType of types) {
    const tree = builder.tree(contentType.attributes, [contentType.annotation.uid]) ?? {}
    const entries = Object.entries(tree)
    if (contentType.annotation.localized) entries.push(['localizations', localizations(contentType)])
    trees[contentType.annotation.singularName] = sortedTree(entries) ?? {}
  }
  return trees
}

/**
 * `runtime/generated/populate.ts`: for every content type a Strapi 5 populate object that reaches every
 * component, media, relation and dynamic-zone fragment, so content reads never keep a hand-written field list.
 */
export function emitPopulate(set: SchemaSet): GeneratedFile[] {
  const trees = buildPopulateTrees(set)
  const contents = [
    BANNER,
    '',
    '/**',
    ' * Strapi 5 populate trees per content type, keyed by singularName: every component, media field, relation and',
    ' * dynamic-zone fragment (`on`), as deep as the schemas go. Relations with `x-strapi.populate` read only those fields,',
    ' * plus `locale` when they point at a localised type; a localised type reads its `localizations` by locale and uid field.',
    ' */',
    `export const populate = ${literal(trees, '')} as const`,
    '',
    '/** The content types that have a populate tree (singularName). */',
    'export type PopulateContentType = keyof typeof populate',
    '',
    '/** The populate tree of one content type. */',
    'export type PopulateTreeOf<T extends PopulateContentType> = (typeof populate)[T]',
    '',
  ].join('\n')
  return [{ path: 'runtime/generated/populate.ts', contents }]
}
