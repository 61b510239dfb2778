import { BANNER } from './banner'
import { componentName, sectionUid } from './names'
import type { GeneratedFile, SchemaSet } from './types'

/**
 * The registry manifest: section uid → lazy import of its component in `sections/<type>/`, typed by
 * `SectionPropsByType` so a missing or mistyped component is a type error. Also the catalogue of every
 * section's title, description and examples for `/_sections`.
 */
export function emitRegistry(set: SchemaSet): GeneratedFile[] {
  const sections = set.schemas.filter((s) => s.kind === 'sections')
  const manifest = `${BANNER}
import type { ComponentType } from 'react'
import type { SectionPropsByType, SectionUid } from './types'

/** Loads a section's component module: one chunk per section type. */
export type SectionLoader<U extends SectionUid> = () => Promise<{ default: ComponentType<SectionPropsByType[U]> }>

/** Every section uid the registry knows, in schema order. */
export const sectionUids = [
${sections.map((s) => `  '${sectionUid(s)}',`).join('\n')}
] as const satisfies readonly SectionUid[]

/** Section uid → lazy import of its component. */
export const sectionLoaders: { readonly [U in SectionUid]: SectionLoader<U> } = {
${sections
  .map((s) => `  '${sectionUid(s)}': () => import('../../sections/${s.name}/${componentName(s)}').then((m) => ({ default: m.${componentName(s)} })),`)
  .join('\n')}
}
`
  const entries = sections.map((s) => ({
    uid: sectionUid(s),
    title: s.schema.title,
    description: s.schema.description,
    schema: s.file,
    examples: s.schema.examples,
  }))
  const catalogue = `${BANNER}
import type { SectionUid } from './types'

/** One section type as documented by its schema, for the section catalogue. */
export interface CatalogueEntry {
  uid: SectionUid
  title: string
  description: string
  schema: string
  examples: readonly unknown[]
}

/** Every section type with its schema's examples (the living documentation at /_sections). */
export const catalogue: readonly CatalogueEntry[] = ${JSON.stringify(entries, null, 2)}
`
  const staticUids = sections.filter((s) => (s.schema['x-stratum'] as { static?: boolean } | undefined)?.static === true).map(sectionUid)
  const staticSections = `${BANNER}
import type { SectionUid } from './types'

/**
 * Section types whose schema says \`"x-stratum": { "static": true }\`: no state, effects or event handlers, so in
 * production the server renders them to HTML and the browser shows it as is, never loading their code. Every other
 * type hydrates as a component, the safe default for a new section.
 */
export const STATIC_SECTIONS: ReadonlySet<SectionUid> = new Set<SectionUid>(${JSON.stringify(staticUids, null, 2)})
`
  return [
    { path: 'runtime/generated/registry.ts', contents: manifest },
    { path: 'runtime/generated/staticSections.ts', contents: staticSections },
    { path: 'runtime/generated/catalogue.ts', contents: catalogue },
  ]
}
