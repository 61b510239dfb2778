import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { CodegenError } from './CodegenError'
import { componentName } from './names'
import type { SchemaSet } from './types'

/**
 * Every section schema has its component, `sections/<type>/<Pascal>.tsx`: without it the registry would import a
 * missing file and the mistake would surface at type-check time, inside a generated file, far from its cause.
 */
export function checkComponents(set: SchemaSet, root: string): void {
  for (const loaded of set.schemas) {
    if (loaded.kind !== 'sections') continue
    const name = componentName(loaded)
    const path = join('sections', loaded.name, `${name}.tsx`)
    if (!existsSync(join(root, path))) {
      throw new CodegenError(loaded.file, '', `no component for this section: create ${path} exporting \`${name}\` (\`npm run codegen -- --scaffold ${loaded.name}\` writes one for a new type)`)
    }
  }
}
