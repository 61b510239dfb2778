import { BANNER } from './banner'
import { CodegenError } from './CodegenError'
import { resolveRef } from './loadSchemas'
import { sectionUid } from './names'
import type { GeneratedFile, LoadedSchema, SchemaSet } from './types'

/** A path to a markdown string inside section props; `*` steps into every array item. */
export type FieldPath = readonly string[]

function collect(set: SchemaSet, from: LoadedSchema, node: unknown, path: string[], out: string[][], depth: number): void {
  if (!node || typeof node !== 'object' || depth > 20) return
  const schema = node as Record<string, unknown>
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(set, from, schema.$ref)
    if (!target) throw new CodegenError(from.file, '', `"${schema.$ref}" does not resolve`)
    collect(set, target, target.schema, path, out, depth + 1)
    return
  }
  if (schema.contentMediaType === 'text/markdown') out.push(path)
  if (schema.items) collect(set, from, schema.items, [...path, '*'], out, depth + 1)
  if (schema.properties && typeof schema.properties === 'object') {
    for (const [key, child] of Object.entries(schema.properties)) collect(set, from, child, [...path, key], out, depth + 1)
  }
}

/** The markdown fields of a schema, found through `$ref`s: the paths the server renders to sanitised HTML. */
export function markdownFields(set: SchemaSet, loaded: LoadedSchema): string[][] {
  const out: string[][] = []
  collect(set, loaded, loaded.schema, [], out, 0)
  return out
}

/**
 * `runtime/generated/markdownFields.ts`: for each section uid and content type, where its markdown lives.
 * The server renders those fields once, so no markdown parser ships to the browser.
 */
export function emitMarkdownFields(set: SchemaSet): GeneratedFile[] {
  const sections = set.schemas.filter((s) => s.kind === 'sections')
  const content = set.schemas.filter((s) => s.kind === 'content')
  const line = (key: string, paths: string[][]) => `  '${key}': ${JSON.stringify(paths)},`
  const contents = `${BANNER}
import type { SectionUid } from './types'

/** Paths of the markdown fields of each section type; \`*\` steps into every array item. */
export const sectionMarkdownFields: { readonly [U in SectionUid]: readonly (readonly string[])[] } = {
${sections.map((s) => line(sectionUid(s), markdownFields(set, s))).join('\n')}
}

/** Paths of the markdown fields of each content type, by schema name. */
export const contentMarkdownFields: { readonly [name: string]: readonly (readonly string[])[] } = {
${content.map((s) => line(s.name, markdownFields(set, s))).join('\n')}
}
`
  return [{ path: 'runtime/generated/markdownFields.ts', contents }]
}
