/** A section as a page's server-rendered data carries it (site/pages/slug/+data: the sections that validated). */
export interface RenderedSection {
  index: number
  uid: string
  status: string
  props: unknown
}

/** The sections in a slug page's pageContext JSON (`<script id="vike_pageContext">`); undefined when there is none. */
export function pageSections(html: string): RenderedSection[] | undefined {
  const match = /<script id="vike_pageContext" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)
  if (!match) return undefined
  try {
    const context = JSON.parse(match[1]!) as { data?: { sections?: RenderedSection[] } }
    return context.data?.sections
  } catch {
    return undefined
  }
}
