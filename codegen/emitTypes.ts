import { compile, type JSONSchema } from 'json-schema-to-typescript'
import { join } from 'node:path'
import { BANNER } from './banner'
import { sectionUid, typeName } from './names'
import type { GeneratedFile, LoadedSchema, SchemaSet } from './types'

const ROOT_NAME = 'StratumGeneratedRoot'

/**
 * TypeScript types for every schema (json-schema-to-typescript), named after the schema file
 * (`billboard` → `BillboardSection`, `faq-item` → `FaqItem`), plus `SectionPropsByType`: section uid → props.
 */
export async function emitTypes(set: SchemaSet, root: string): Promise<GeneratedFile[]> {
  const byId = new Map<string, LoadedSchema>(set.schemas.map((s) => [s.schema.$id as string, s]))
  const properties: Record<string, JSONSchema> = {}
  for (const loaded of set.schemas) properties[`${loaded.kind}/${loaded.name}`] = { $ref: `./${loaded.kind}/${loaded.name}.schema.json` }

  const compiled = await compile({ title: ROOT_NAME, type: 'object', additionalProperties: false, properties }, ROOT_NAME, {
    cwd: join(root, 'schemas'),
    bannerComment: '',
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: true,
    unreachableDefinitions: false,
    declareExternallyReferenced: true,
    format: true,
    customName: (schema) => {
      const loaded = typeof schema.$id === 'string' ? byId.get(schema.$id) : undefined
      return loaded ? typeName(loaded) : undefined
    },
  })
  // the synthetic root only exists to make one compile see every schema, so shared types are declared once
  const body = compiled.replace(new RegExp(`export interface ${ROOT_NAME} \\{[^}]*\\}\\n`), '').trim()

  const sections = set.schemas.filter((s) => s.kind === 'sections')
  const map = sections.map((s) => `  '${sectionUid(s)}': ${typeName(s)}`).join('\n')
  const contents = `${BANNER}
/* eslint-disable */

${body}

/** Props of each section component, by Strapi component uid. */
export interface SectionPropsByType {
${map}
}

/** A section component uid (\`sections.billboard\`). */
export type SectionUid = keyof SectionPropsByType
`
  return [{ path: 'runtime/generated/types.ts', contents }]
}
