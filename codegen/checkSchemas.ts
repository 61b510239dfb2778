import { CodegenError } from './CodegenError'
import { createAjv } from './createAjv'
import { resolveRef } from './loadSchemas'
import { walkRefs } from './walkRefs'
import type { LoadedSchema, SchemaSet } from './types'

/** The `$id` every schema must carry, derived from where it lives, so ids and files can never drift apart. */
export const SCHEMA_ID_BASE = 'https://stratum.dev/schemas/'

function fail(loaded: LoadedSchema, pointer: string, detail: string): never {
  throw new CodegenError(loaded.file, pointer, detail)
}

function checkDocumentation(loaded: LoadedSchema): void {
  const { schema } = loaded
  const expectedId = `${SCHEMA_ID_BASE}${loaded.kind}/${loaded.name}.schema.json`
  if (schema.$id !== expectedId) fail(loaded, '/$id', `must be "${expectedId}"`)
  if (typeof schema.title !== 'string' || !schema.title) fail(loaded, '/title', 'a title is required')
  if (typeof schema.description !== 'string' || !schema.description) fail(loaded, '/description', 'a description is required')
}

function checkSectionAnnotation(loaded: LoadedSchema, seenUids: Map<string, string>): void {
  const annotation = loaded.schema['x-strapi'] as Record<string, unknown> | undefined
  if (!annotation || typeof annotation !== 'object') fail(loaded, '/x-strapi', 'a section needs an x-strapi object')
  for (const key of ['uid', 'category', 'displayName', 'icon']) {
    if (typeof annotation[key] !== 'string' || !annotation[key]) fail(loaded, `/x-strapi/${key}`, `x-strapi.${key} is required`)
  }
  const uid = annotation.uid as string
  if (uid !== `${annotation.category}.${loaded.name}`) {
    fail(loaded, '/x-strapi/uid', `must be "${annotation.category}.${loaded.name}" (category, a dot, the file name)`)
  }
  const other = seenUids.get(uid)
  if (other) fail(loaded, '/x-strapi/uid', `"${uid}" is already used by ${other}`)
  seenUids.set(uid, loaded.file)
  const stratum = loaded.schema['x-stratum']
  if (stratum !== undefined) {
    if (!stratum || typeof stratum !== 'object' || Array.isArray(stratum)) fail(loaded, '/x-stratum', 'must be an object, e.g. { "static": true }')
    for (const [key, value] of Object.entries(stratum)) {
      if (key !== 'static') fail(loaded, `/x-stratum/${key}`, 'unknown key: x-stratum takes "static" only')
      if (typeof value !== 'boolean') fail(loaded, '/x-stratum/static', 'must be true or false')
    }
  }
  const examples = loaded.schema.examples
  if (!Array.isArray(examples) || examples.length === 0) fail(loaded, '/examples', 'at least one example is required')
}

/**
 * Every `pattern` comes with an example of a value it takes: Strapi names a broken pattern to the editor as
 * "must look like <example>: <description>", and a regular expression alone says nothing to them.
 */
function checkPatternExamples(loaded: LoadedSchema, value: unknown, pointer = ''): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkPatternExamples(loaded, item, `${pointer}/${index}`))
    return
  }
  if (!value || typeof value !== 'object') return
  const node = value as Record<string, unknown>
  if (typeof node.pattern === 'string' && !(Array.isArray(node.examples) && node.examples.length > 0)) {
    fail(loaded, `${pointer}/pattern`, 'a pattern needs "examples" beside it (a value it takes): editors are told "must look like <example>"')
  }
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'examples' && key !== 'x-strapi') checkPatternExamples(loaded, child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)
  }
}

/**
 * Checks a schema set before anything is written: documentation keys, section annotations, that every `$ref`
 * resolves, that ajv compiles every schema in strict mode, and that every example is valid.
 * Throws a CodegenError naming file, JSON pointer and problem at the first mistake.
 */
export function checkSchemas(set: SchemaSet): void {
  const seenUids = new Map<string, string>()
  for (const loaded of set.schemas) {
    checkDocumentation(loaded)
    if (loaded.kind === 'sections') checkSectionAnnotation(loaded, seenUids)
    checkPatternExamples(loaded, loaded.schema)
    walkRefs(loaded.schema, (ref, pointer) => {
      if (ref.startsWith('#')) return
      if (!resolveRef(set, loaded, ref)) fail(loaded, `${pointer}/$ref`, `"${ref}" does not resolve to a schema in schemas/`)
    })
  }

  const ajv = createAjv(set)
  for (const loaded of set.schemas) {
    if (!ajv.validateSchema(loaded.schema as object)) {
      const first = ajv.errors?.[0]
      fail(loaded, first?.instancePath ?? '', `not a valid JSON Schema: ${first?.message ?? 'unknown problem'}`)
    }
    let validate
    try {
      validate = ajv.getSchema(loaded.schema.$id as string)
    } catch (error) {
      // ajv names the place as `at "<$id>#<pointer>"`: keep the pointer, drop the id we already print as a file
      const message = (error as Error).message
      const at = /at "[^"#]*#([^"]*)"/.exec(message)
      fail(loaded, at?.[1] ?? '', message.replace(/^strict mode: /, '').replace(/ at "[^"]*"/, '').replace(/ \(\w+\)$/, ''))
    }
    if (!validate) fail(loaded, '', 'ajv could not compile this schema')
    const examples = (loaded.schema.examples ?? []) as unknown[]
    examples.forEach((example, index) => {
      if (!validate(example)) {
        const first = validate.errors?.[0]
        fail(loaded, `/examples/${index}${first?.instancePath ?? ''}`, `example is invalid: ${first?.message ?? 'unknown problem'}`)
      }
    })
  }
}
