import Ajv, { type AnySchema } from 'ajv'
import type { SchemaSet } from './types'
import { withComponentIds } from './withComponentIds'

/** Annotation keywords that matter to codegen and Strapi, not to validation. */
const ANNOTATIONS = ['x-strapi', 'x-stratum'] as const
/** Keys dropped from the schemas embedded in generated validators: docs and examples don't belong in a bundle. */
const STRIP = new Set(['examples', 'description', 'title', 'x-strapi', 'x-stratum', 'contentMediaType', 'default'])

function stripAnnotations(value: unknown, underProperties = false): unknown {
  if (Array.isArray(value)) return value.map((item) => stripAnnotations(item))
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    // inside `properties` the keys are property names, never annotations
    if (!underProperties && STRIP.has(key)) continue
    out[key] = stripAnnotations(child, key === 'properties' || key === 'patternProperties')
  }
  return out
}

/**
 * An ajv instance holding every schema of the set by `$id`, each object stored as a Strapi component taking its
 * `id` (withComponentIds). With `forCode`, it is set up to emit
 * standalone ES modules and holds the schemas without annotations.
 */
export function createAjv(set: SchemaSet, { forCode = false } = {}): Ajv {
  const ajv = new Ajv({
    strict: true,
    allErrors: true,
    allowUnionTypes: true,
    // checkSchemas validates each schema against the meta-schema itself, to name the file and pointer
    validateSchema: false,
    keywords: [...ANNOTATIONS],
    ...(forCode ? { code: { source: true, esm: true, lines: true, optimize: true } } : {}),
  })
  for (const loaded of withComponentIds(set).schemas) {
    ajv.addSchema((forCode ? stripAnnotations(loaded.schema) : loaded.schema) as AnySchema)
  }
  return ajv
}
