import type { JSONSchema } from 'json-schema-to-typescript'

/** What an object schema becomes in Strapi: a component, a JSON field, or a mistake to report. */
export type ComponentShape =
  | { kind: 'component' }
  | { kind: 'json' }
  | { kind: 'unmappable'; pointer: string; reason: string }

/** Keywords a Strapi component's fixed fields cannot express beside `properties`. */
const UNMAPPABLE = ['oneOf', 'anyOf', 'allOf', 'not', 'if', 'patternProperties', 'dependentSchemas', 'propertyNames'] as const

function typesOf(schema: JSONSchema): string[] {
  const type = schema.type
  const list = Array.isArray(type) ? type : type === undefined ? [] : [type]
  return list.filter((t) => t !== 'null')
}

/**
 * Whether an object schema can be a Strapi component: an object with fixed `properties` can; a map, a free-form
 * object or a oneOf/anyOf without properties stays JSON, as does anything marked `x-strapi: {type: 'json'}`.
 * Properties mixed with what a form of fixed fields cannot hold is a mistake: `pointer` is relative to `schema`.
 */
export function componentShape(schema: JSONSchema): ComponentShape {
  const x = schema['x-strapi'] as { type?: unknown } | undefined
  if (x && typeof x === 'object' && x.type === 'json') return { kind: 'json' }
  const properties = schema.properties
  const hasProperties = !!properties && typeof properties === 'object' && !Array.isArray(properties) && Object.keys(properties).length > 0
  if (!hasProperties) return { kind: 'json' }
  const fix = 'or mark the object "x-strapi": { "type": "json" } to store it as one JSON field'
  const others = typesOf(schema).filter((t) => t !== 'object')
  if (others.length > 0 || typesOf(schema).length === 0) {
    return { kind: 'unmappable', pointer: '/type', reason: `an object with properties becomes a Strapi component: give it "type": "object" alone, ${fix}` }
  }
  for (const keyword of UNMAPPABLE) {
    if (schema[keyword] !== undefined) {
      return { kind: 'unmappable', pointer: `/${keyword}`, reason: `a Strapi component has fixed fields and cannot express ${keyword} beside properties: drop ${keyword}, ${fix}` }
    }
  }
  const extra = schema.additionalProperties
  if (extra !== undefined && extra !== false && extra !== true) {
    return { kind: 'unmappable', pointer: '/additionalProperties', reason: `a Strapi component has fixed fields and cannot hold a map of extra keys beside properties: drop additionalProperties, ${fix}` }
  }
  return { kind: 'component' }
}
