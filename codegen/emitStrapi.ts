import { BANNER } from './banner'
import { buildStrapiModel, type MappedAttribute } from './strapiModel'
import type { GeneratedFile, SchemaSet } from './types'

/** JSON with 2-space indent and a trailing newline. */
function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`
}

/** An attribute with `type` first and its other keys sorted, so output never depends on mapping order. */
function attributesJson(attributes: ReadonlyMap<string, MappedAttribute>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  // property order is kept: it is the default field order of the admin's edit view
  for (const [name, { attribute }] of attributes) {
    const { type, ...rest } = attribute
    const sorted: Record<string, unknown> = { type }
    for (const key of Object.keys(rest).sort()) sorted[key] = rest[key]
    out[name] = sorted
  }
  return out
}

function description(schema: { description?: unknown }): string {
  return typeof schema.description === 'string' ? schema.description : ''
}

function jsModule(factory: string, uid: string): string {
  return `${BANNER}\n'use strict';\n\nconst { factories } = require('@strapi/strapi');\n\nmodule.exports = factories.${factory}('${uid}');\n`
}

function generatedIndex(paths: readonly string[]): string {
  const lines = [
    '# Generated files',
    '',
    BANNER.replace(/^\/\/\s*/, ''),
    'JSON cannot carry a comment, so this note stands for the banner of every file listed below;',
    '`npm run codegen -- --check` fails when one of them drifts from the schemas.',
    '',
    ...paths.map((path) => `- \`${path.replace(/^cms\//, '')}\``),
    '',
  ]
  return lines.join('\n')
}

/**
 * Strapi 5 models for cms/ from the schema registry: one component JSON per schema with an `x-strapi.uid` and
 * per object of fixed fields it uses (inline, or a shared schema without a uid: see strapiModel.ts),
 * one content type (schema.json plus core router, controller and service) per `schemas/content/` schema, and
 * `cms/src/GENERATED.md` listing them. Pure and deterministic; paths are relative to the repo root.
 */
export function emitStrapi(set: SchemaSet): GeneratedFile[] {
  const model = buildStrapiModel(set)
  const files: GeneratedFile[] = []

  for (const component of model.components.values()) {
    const { annotation, schema, name } = component
    files.push({
      path: `cms/src/components/${annotation.category}/${name}.json`,
      contents: json({
        collectionName: `components_${annotation.category}_${name.replace(/-/g, '_')}`,
        info: {
          displayName: annotation.displayName,
          ...(annotation.icon ? { icon: annotation.icon } : {}),
          description: description(schema),
        },
        options: {},
        attributes: attributesJson(component.attributes),
      }),
    })
  }

  for (const contentType of model.contentTypes.values()) {
    const { annotation, source } = contentType
    const name = annotation.singularName
    const dir = `cms/src/api/${name}`
    files.push({
      path: `${dir}/content-types/${name}/schema.json`,
      contents: json({
        kind: annotation.kind,
        collectionName: annotation.pluralName.replace(/-/g, '_'),
        info: {
          singularName: annotation.singularName,
          pluralName: annotation.pluralName,
          displayName: annotation.displayName,
          description: description(source.schema),
        },
        // publicRead is this app's own option, read by cms/src/setup/grantPublicRead.js; written only when false
        options: { draftAndPublish: annotation.draftAndPublish, ...(annotation.publicRead ? {} : { publicRead: false }) },
        // Strapi's i18n: the attributes carry their own option (codegen/mapStrapiAttribute.ts)
        pluginOptions: annotation.localized ? { i18n: { localized: true } } : {},
        attributes: attributesJson(contentType.attributes),
      }),
    })
    files.push({ path: `${dir}/controllers/${name}.js`, contents: jsModule('createCoreController', annotation.uid) })
    files.push({ path: `${dir}/routes/${name}.js`, contents: jsModule('createCoreRouter', annotation.uid) })
    files.push({ path: `${dir}/services/${name}.js`, contents: jsModule('createCoreService', annotation.uid) })
  }

  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  files.push({ path: 'cms/src/GENERATED.md', contents: generatedIndex(files.map((f) => f.path)) })
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
