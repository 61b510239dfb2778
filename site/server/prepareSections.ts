import { sectionMarkdownFields } from '../../runtime/generated/markdownFields'
import { renderMarkdown } from '../../runtime/markdown'
import { preloadSections } from '../../runtime/registry/loadSection'
import { renderMarkdownFields } from '../../runtime/registry/renderMarkdownFields'
import type { SectionEntry } from '../../runtime/registry/SectionEntry'
import { validateSections } from '../../runtime/registry/validateSections'
import { memoizeMarkdown } from './memoizeMarkdown'

// pages come from the content cache again and again: render each markdown text once (issue 9)
const renderMarkdownOnce = memoizeMarkdown(renderMarkdown)

/**
 * The server half of rendering sections: validate each with its generated validator, render its markdown fields
 * to sanitised HTML, and load the components the page uses so server rendering never suspends.
 */
export async function prepareSections(raw: readonly unknown[] | null | undefined, options: { page: string; diagnostics: boolean }): Promise<SectionEntry[]> {
  const entries = validateSections(raw, options).map((entry) =>
    entry.status === 'ok' ? { ...entry, props: renderMarkdownFields(entry.props, sectionMarkdownFields[entry.uid], renderMarkdownOnce) } : entry,
  )
  await preloadSections(entries.filter((e) => e.status === 'ok').map((e) => e.uid))
  return entries
}
