import type { LoadedSchema } from './types'

/** `faq-item` → `FaqItem`. */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')
}

/** `faq-item` → `faqItem`. */
export function camelCase(name: string): string {
  const pascal = pascalCase(name)
  return pascal.charAt(0).toLowerCase() + pascal.slice(1)
}

/** The TypeScript name of a schema's type: sections get a `Section` suffix so `Text` never shadows the DOM's. */
export function typeName(loaded: LoadedSchema): string {
  return loaded.kind === 'sections' ? `${pascalCase(loaded.name)}Section` : pascalCase(loaded.name)
}

/** The component uid of a section schema (`sections.billboard`). */
export function sectionUid(loaded: LoadedSchema): string {
  const annotation = loaded.schema['x-strapi'] as { uid?: unknown } | undefined
  return typeof annotation?.uid === 'string' ? annotation.uid : `sections.${loaded.name}`
}

/** The React component's file name in `sections/<type>/`. */
export function componentName(loaded: LoadedSchema): string {
  return pascalCase(loaded.name)
}
