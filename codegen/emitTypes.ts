import { compile, type JSONSchema } from 'json-schema-to-typescript'
import { join, resolve } from 'node:path'
import { BANNER } from './banner'
import { sectionUid, typeName } from './names'
import type { GeneratedFile, LoadedSchema, SchemaSet } from './types'

const ROOT_NAME = 'StratumGeneratedRoot'

/**
 * A schema without the `x-strapi` beside its `$ref`s: that annotation says how Strapi stores a field, not what it
 * is, and any key beside a `$ref` makes json-schema-to-typescript declare a copy of the type (`Media8`).
 */
function withoutStrapiBesideRef(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutStrapiBesideRef)
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  const besideRef = '$ref' in value
  for (const [key, item] of Object.entries(value)) {
    if (!(besideRef && key === 'x-strapi')) out[key] = withoutStrapiBesideRef(item)
  }
  return out
}

/**
 * TypeScript types for every schema (json-schema-to-typescript), named after the schema file
 * (`billboard` → `BillboardSection`, `faq-item` → `FaqItem`), plus `SectionPropsByType`: section uid → props.
 */
export async function emitTypes(set: SchemaSet, root: string): Promise<GeneratedFile[]> {
  const byId = new Map<string, LoadedSchema>(set.schemas.map((s) => [s.schema.$id as string, s]))
  const byPath = new Map<string, LoadedSchema>(set.schemas.map((s) => [resolve(root, s.file), s]))
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
    // every schema file is read from the loaded set, so the compile sees what loadSchemas checked
    $refOptions: {
      resolve: {
        file: {
          read: (file: { url: string }) => {
            const loaded = byPath.get(resolve(decodeURI(file.url)))
            if (!loaded) throw new Error(`${file.url} is not a schema under ${root}/schemas`)
            return JSON.stringify(withoutStrapiBesideRef(loaded.schema))
          },
        },
      },
    },
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
