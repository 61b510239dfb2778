import { join } from 'node:path'
import { LRUCache } from 'lru-cache'
import { sectionMarkdownFields } from '../../runtime/generated/markdownFields'
import { getSectionComponent, preloadSections } from '../../runtime/registry/loadSection'
import { renderMarkdownFields } from '../../runtime/registry/renderMarkdownFields'
import type { SectionEntry } from '../../runtime/registry/SectionEntry'
import { renderStaticSection } from '../../runtime/registry/kept-html/renderStaticSection'
import { SectionWordsProvider, type SectionLanguage } from '../../sections/SectionWords'
import { createElement, type ReactElement } from 'react'
import { validateSections } from '../../runtime/registry/validateSections'
import { STATIC_SECTIONS } from '../../runtime/generated/staticSections'
import { readSectionAssets, type SectionStylesheets } from './http/sectionStylesheets'
import { projectRoot } from './projectRoot'
import { renderMarkdownOnce } from './renderMarkdownOnce'

// the section stylesheets of the build, found once, not per static section rendered (readSectionAssets shares the
// manifest's read with the server's app)
let stylesheets: SectionStylesheets | undefined

type StaticHtml = NonNullable<ReturnType<typeof renderStaticSection>>
/**
 * Static sections' HTML by section, place and props: the same content renders the same HTML, so a page served from
 * the content cache renders each of its static sections once, not on every request. Bounded by the HTML's length.
 */
const staticHtml = new LRUCache<string, StaticHtml>({ maxSize: 8_000_000, sizeCalculation: (html, key) => key.length + JSON.stringify(html).length })

/** Options of prepareSections. */
export interface PrepareSectionsOptions {
  /** The page's path, for log lines. */
  page: string
  /** The page's locale and the words sections write, given to static sections as the page gives the others. */
  language?: SectionLanguage | undefined
  /** Keep broken sections as diagnostics (development and preview). */
  diagnostics: boolean
  /**
   * Render static sections to HTML. Default: in production only; in development Vite serves a section's styles
   * with its code, which a static section never loads.
   */
  staticHtml?: boolean
}

/**
 * A static section (its schema's x-stratum.static, runtime/generated/staticSections.ts) as HTML, in production: the browser then shows it as is and never
 * loads its code. A section whose component did not load or throws is left as it was: SectionList renders
 * it the usual way, and reports the throw.
 */
function asStatic(entry: SectionEntry, language: SectionLanguage | undefined): SectionEntry {
  if (entry.status !== 'ok' || !STATIC_SECTIONS.has(entry.uid)) return entry
  const component = getSectionComponent(entry.uid)
  if (!component || '$$typeof' in component) return entry // still lazy: its module failed to load
  try {
    // uid and index: unique on a page, the section catalogue's included
    const idPrefix = `${entry.uid.replace(/\W/g, '')}${entry.index}-`
    const key = `${language?.locale ?? ''}\n${idPrefix}\n${JSON.stringify(entry.props)}`
    let html = staticHtml.get(key)
    if (!html) {
      const wrap = language ? (section: ReactElement) => createElement(SectionWordsProvider, { ...language, children: section }) : undefined
      html = renderStaticSection(component, entry.props as object, idPrefix, wrap)
      if (!html) return entry
      staticHtml.set(key, html)
    }
    stylesheets ??= readSectionAssets(join(projectRoot(), 'dist')).stylesheets
    return { ...entry, props: {} as never, html: { ...html, stylesheets: stylesheets.get(entry.uid) ?? [] } }
  } catch {
    return entry
  }
}

/**
 * The server half of rendering sections: validate each with its generated validator, render its markdown fields
 * to sanitised HTML, and load the components the page uses so server rendering never suspends; static sections
 * become their HTML.
 */
export async function prepareSections(raw: readonly unknown[] | null | undefined, options: PrepareSectionsOptions): Promise<SectionEntry[]> {
  const entries = validateSections(raw, options).map((entry) =>
    entry.status === 'ok' ? { ...entry, props: renderMarkdownFields(entry.props, sectionMarkdownFields[entry.uid], renderMarkdownOnce) } : entry,
  )
  await preloadSections(entries.filter((e) => e.status === 'ok').map((e) => e.uid))
  return options.staticHtml ?? process.env.NODE_ENV === 'production' ? entries.map((entry) => asStatic(entry, options.language)) : entries
}
