import { sectionMarkdownFields } from '../../runtime/generated/markdownFields'
import { renderMarkdown } from '../../runtime/markdown'
import { preloadSections } from '../../runtime/registry/loadSection'
import { renderMarkdownFields } from '../../runtime/registry/renderMarkdownFields'
import type { SectionEntry } from '../../runtime/registry/SectionEntry'
import { validateSections } from '../../runtime/registry/validateSections'

/**
 * The server half of rendering sections: validate each with its generated validator, render its markdown fields
 * to sanitised HTML, and load the components the page uses so server rendering never suspends.
 */
export async function prepareSections(raw: readonly unknown[] | null | undefined, options: { page: string; diagnostics: boolean }): Promise<SectionEntry[]> {
  const entries = validateSections(raw, options).map((entry) =>
    entry.status === 'ok' ? { ...entry, props: renderMarkdownFields(entry.props, sectionMarkdownFields[entry.uid], (md) => renderMarkdown(md)) } : entry,
  )
  await preloadSections(entries.filter((e) => e.status === 'ok').map((e) => e.uid))
  return entries
}
