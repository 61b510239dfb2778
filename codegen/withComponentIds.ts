import { produce } from 'immer'
import { CodegenError } from './CodegenError'
import { buildStrapiModel } from './strapiModel'
import type { LoadedSchema, SchemaSet } from './types'

/** What Strapi adds to every component object it returns, as the hand-written component schemas declare it. */
const ID = Object.freeze({ type: 'integer', 'x-strapi': Object.freeze({ type: 'omit' }) })

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~')
}

/** The schema node at `pointer` in a schema (a draft, so that it may be changed). */
function at(schema: Record<string, unknown>, pointer: string): Record<string, unknown> | undefined {
  let node: unknown = schema
  for (const segment of pointer.split('/').slice(1).map(unescape)) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined
  }
  return node && typeof node === 'object' ? (node as Record<string, unknown>) : undefined
}

/**
 * The schema set as the validators see it: every object Strapi stores as a component (an `x-strapi.uid` schema,
 * a uid-less shared object, an inline object) takes the `id` Strapi returns with it, so an object with
 * `additionalProperties: false` does not refuse what Strapi itself sends. Types and content are unchanged.
 * A set Strapi cannot model is returned as is: emitStrapi names that mistake.
 */
export function withComponentIds(set: SchemaSet): SchemaSet {
  let components
  try {
    components = buildStrapiModel(set).components
  } catch (error) {
    if (error instanceof CodegenError) return set
    throw error
  }
  const schemas = produce(set.schemas, (draft) => {
    for (const { source, pointer } of components.values()) {
      const loaded = draft.find((candidate) => candidate.file === source.file)
      const properties = loaded && (at(loaded.schema as Record<string, unknown>, pointer)?.properties as Record<string, unknown> | undefined)
      if (properties && !('id' in properties)) properties.id = ID
    }
  })
  if (schemas === set.schemas) return set
  const byId = new Map<string, LoadedSchema>()
  for (const loaded of schemas) if (typeof loaded.schema.$id === 'string') byId.set(loaded.schema.$id, loaded)
  return { schemas, byId }
}
