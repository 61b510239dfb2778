import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { CommerceSettings } from '../../../runtime/commerce'
import { replacePlaceholders } from '../../../runtime/content'
import { catalogue } from '../../../runtime/generated/catalogue'
import type { SectionEntry } from '../../../runtime/registry/SectionEntry'
import { pageLocale } from '../../i18n/pageLocale'
import { loadCommerceSettings } from '../../server/commerce/loadCommerceSettings'
import { getContentReader } from '../../server/content'
import { prepareSections } from '../../server/prepareSections'
import { visitorCurrency } from '../../server/visitorCurrency'

/** One section type of the catalogue with its examples, ready to render. */
export interface CatalogueGroup {
  uid: string
  title: string
  description: string
  schema: string
  sections: SectionEntry[]
}

/** The section catalogue: every schema's examples, in development and preview only (DESIGN: schema registry). */
export async function data(pageContext: PageContextServer): Promise<{ groups: CatalogueGroup[]; diagnostics: true; commerce: CommerceSettings }> {
  if (pageContext.production && !pageContext.preview) throw render(404, `Page Not Found: ${pageContext.urlPathname}`)
  // examples as a page would show them: `$currency` and `{ref:…}` prices in the visitor's currency
  const currency = await visitorCurrency(pageContext)
  const reader = getContentReader({ currency, locale: pageContext.locale })
  const reference = await reader.getReferenceData().catch(() => ({}))
  const groups = await Promise.all(
    catalogue.map(async (entry) => ({
      uid: entry.uid,
      title: entry.title,
      description: entry.description,
      schema: entry.schema,
      sections: await prepareSections(
        entry.examples.map((example) => replacePlaceholders({ __component: entry.uid, ...(example as object) }, { currency, reference, logger: { warn: () => {} } })),
        { page: pageContext.urlPathname, diagnostics: true },
      ),
    })),
  )
  const commerce = await loadCommerceSettings({ reader, currency, locale: pageLocale(pageContext), sections: groups.flatMap((group) => group.sections) })
  return { groups, diagnostics: true, commerce }
}
