import { checkComponents } from './checkComponents'
import { checkIcons } from './checkIcons'
import { checkSchemas } from './checkSchemas'
import { emitLocalized } from './emitLocalized'
import { emitMarkdownFields } from './emitMarkdownFields'
import { emitPopulate } from './emitPopulate'
import { emitRegistry } from './emitRegistry'
import { emitStrapi } from './emitStrapi'
import { emitTypes } from './emitTypes'
import { emitValidators } from './emitValidators'
import { loadSchemas } from './loadSchemas'
import type { GeneratedFile, SchemaSet } from './types'

/** Folders whose every file is codegen output: a file there that codegen no longer writes is stale. */
export const GENERATED_DIRS = ['runtime/generated', 'cms/src/api', 'cms/src/components'] as const

/** Every emitter, in the order of the pipeline; each is pure over the schema set. */
const emitters: Array<(set: SchemaSet, root: string) => GeneratedFile[] | Promise<GeneratedFile[]>> = [
  emitTypes,
  emitValidators,
  emitRegistry,
  emitMarkdownFields,
  emitStrapi,
  emitPopulate,
  emitLocalized,
]

/** Loads and checks the schemas under `root`, then returns every generated file, sorted by path. Writes nothing. */
export async function generate(root: string): Promise<GeneratedFile[]> {
  const set = loadSchemas(root)
  checkSchemas(set)
  checkIcons(set)
  checkComponents(set, root)
  const files: GeneratedFile[] = []
  for (const emit of emitters) files.push(...(await emit(set, root)))
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
