import { BANNER } from './banner'
import { buildStrapiModel } from './strapiModel'
import type { GeneratedFile, SchemaSet } from './types'

/**
 * `runtime/generated/localized.ts`: the content types editors translate (`x-strapi.localized`), by singularName,
 * so a reader knows which reads take a locale and which entries are the same in every locale.
 */
export function emitLocalized(set: SchemaSet): GeneratedFile[] {
  const names = [...buildStrapiModel(set).contentTypes.values()]
    .filter((contentType) => contentType.annotation.localized)
    .map((contentType) => contentType.annotation.singularName)
    .sort()
  const contents = [
    BANNER,
    '',
    '/** The content types with one localisation per locale (Strapi i18n), by singularName; the others are the same in every locale. */',
    `export const localizedTypes = [${names.map((name) => `'${name}'`).join(', ')}] as const`,
    '',
    '/** A content type with one localisation per locale. */',
    'export type LocalizedType = (typeof localizedTypes)[number]',
    '',
    'const LOCALIZED: ReadonlySet<string> = new Set(localizedTypes)',
    '',
    '/** Whether entries of this content type (singularName) differ by locale. */',
    'export const isLocalizedType = (singularName: string): singularName is LocalizedType => LOCALIZED.has(singularName)',
    '',
  ].join('\n')
  return [{ path: 'runtime/generated/localized.ts', contents }]
}
