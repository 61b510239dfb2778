import type { PageContextServer } from 'vike/types'
import type { SectionEntry } from '../../runtime/registry/SectionEntry'
import { withoutStaticInner } from '../../runtime/registry/withoutStaticInner'

/**
 * Once the page's HTML is rendered, and before Vike puts the page data in it: static sections' HTML leaves that
 * data (issue 9), as the HTML already holds it. Only on the server's HTML render: the page data of a client
 * navigation is made without this hook, and keeps it.
 */
export function onAfterRenderHtml(pageContext: PageContextServer): void {
  const data = pageContext.data as { sections?: unknown } | undefined
  if (!data || !Array.isArray(data.sections)) return
  ;(pageContext as { data: unknown }).data = { ...data, sections: withoutStaticInner(data.sections as SectionEntry[]) }
}
