import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { SectionEntry } from '../../../runtime/registry/SectionEntry'
import type { Page } from '../../../runtime/generated/types'
import { getContentReader } from '../../server/content'
import { prepareSections } from '../../server/prepareSections'

/** What the slug page renders: the page's fields without its raw sections, and the prepared sections. */
export interface SlugPageData {
  page: Omit<Page, 'sections'>
  sections: SectionEntry[]
  diagnostics: boolean
}

/** Reads a page by slug (SPEC §2 `/:slug?`); no such page is a 404 with SPEC §8's message. */
export async function data(pageContext: PageContextServer): Promise<SlugPageData> {
  const slug = pageContext.routeParams.slug!
  const found = await getContentReader().getPage(slug, { preview: pageContext.preview })
  if (!found) throw render(404, `Page Not Found: ${pageContext.urlPathname}`)
  const { sections: raw, ...page } = found
  const diagnostics = !pageContext.production || pageContext.preview
  const sections = await prepareSections(raw, { page: pageContext.urlPathname, diagnostics })
  return { page, sections, diagnostics }
}
