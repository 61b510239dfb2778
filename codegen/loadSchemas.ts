import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { CodegenError } from './CodegenError'
import type { LoadedSchema, SchemaKind, SchemaSet } from './types'

const KINDS: readonly SchemaKind[] = ['shared', 'sections', 'content', 'forms']
const SUFFIX = '.schema.json'

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child)
    Object.freeze(value)
  }
  return value
}

/** Reads every `schemas/<kind>/*.schema.json` under `root`, sorted by path, parsed and frozen. */
export function loadSchemas(root: string): SchemaSet {
  const schemas: LoadedSchema[] = []
  for (const kind of KINDS) {
    const dir = join(root, 'schemas', kind)
    if (!existsSync(dir)) continue
    for (const entry of readdirSync(dir).filter((f) => f.endsWith(SUFFIX)).sort()) {
      const path = join(dir, entry)
      const file = relative(root, path)
      let schema: unknown
      try {
        schema = JSON.parse(readFileSync(path, 'utf8'))
      } catch (error) {
        throw new CodegenError(file, '', `not valid JSON: ${(error as Error).message}`)
      }
      if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
        throw new CodegenError(file, '', 'a schema must be a JSON object')
      }
      schemas.push({ kind, file, name: entry.slice(0, -SUFFIX.length), schema: deepFreeze(schema) })
    }
  }
  const byId = new Map<string, LoadedSchema>()
  for (const loaded of schemas) {
    const id = loaded.schema.$id
    if (typeof id === 'string') byId.set(id, loaded)
  }
  return { schemas, byId }
}

/** The schema file a `$ref` in `from` points at (relative refs resolve against `from`'s `$id`), or undefined. */
export function resolveRef(set: SchemaSet, from: LoadedSchema, ref: string): LoadedSchema | undefined {
  const base = from.schema.$id
  if (typeof base !== 'string') return undefined
  const target = new URL(ref, base)
  target.hash = ''
  return set.byId.get(target.href)
}
