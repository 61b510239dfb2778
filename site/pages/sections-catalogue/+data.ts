import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { catalogue } from '../../../runtime/generated/catalogue'
import type { SectionEntry } from '../../../runtime/registry/SectionEntry'
import { prepareSections } from '../../server/prepareSections'

/** One section type of the catalogue with its examples, ready to render. */
export interface CatalogueGroup {
  uid: string
  title: string
  description: string
  schema: string
  sections: SectionEntry[]
}

/** The section catalogue: every schema's examples, in development and preview only (DESIGN: schema registry). */
export async function data(pageContext: PageContextServer): Promise<{ groups: CatalogueGroup[]; diagnostics: true }> {
  if (pageContext.production && !pageContext.preview) throw render(404, `Page Not Found: ${pageContext.urlPathname}`)
  const groups = await Promise.all(
    catalogue.map(async (entry) => ({
      uid: entry.uid,
      title: entry.title,
      description: entry.description,
      schema: entry.schema,
      sections: await prepareSections(
        entry.examples.map((example) => ({ __component: entry.uid, ...(example as object) })),
        { page: pageContext.urlPathname, diagnostics: true },
      ),
    })),
  )
  return { groups, diagnostics: true }
}
