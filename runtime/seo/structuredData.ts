/** One step of a breadcrumb trail: a name and an absolute URL. */
export interface Breadcrumb {
  name: string
  url: string
}

/** schema.org BreadcrumbList JSON-LD for a trail, home first. */
export function breadcrumbList(trail: readonly Breadcrumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  }
}

/** What a BlogPosting says of an article. */
export interface BlogPostingInput {
  headline: string
  url: string
  description?: string | undefined
  image?: string | undefined
  datePublished?: string | undefined
  dateModified?: string | undefined
  author?: { name: string; url?: string | undefined; jobTitle?: string | undefined } | undefined
  publisher: { name: string; url: string; logo?: string | undefined }
  keywords?: readonly string[] | undefined
  inLanguage?: string | undefined
}

const defined = (object: Record<string, unknown>) => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined))

/** schema.org BlogPosting JSON-LD for an article. */
export function blogPosting(input: BlogPostingInput): Record<string, unknown> {
  return defined({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    image: input.image,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    inLanguage: input.inLanguage,
    keywords: input.keywords && input.keywords.length > 0 ? input.keywords.join(', ') : undefined,
    author: input.author ? defined({ '@type': 'Person', name: input.author.name, url: input.author.url, jobTitle: input.author.jobTitle }) : undefined,
    publisher: defined({
      '@type': 'Organization',
      name: input.publisher.name,
      url: input.publisher.url,
      logo: input.publisher.logo ? { '@type': 'ImageObject', url: input.publisher.logo } : undefined,
    }),
  })
}

/** The JSON-LD objects of content's `structuredData` (one object, a list, or a `@graph`), flattened to a list. */
export function structuredDataItems(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(structuredDataItems)
  if (typeof value !== 'object' || value === null) return []
  return [value as Record<string, unknown>]
}

/** True when the items already hold an object of one of these `@type`s (content's own BlogPosting wins over ours). */
export function hasJsonLdType(items: readonly Record<string, unknown>[], types: readonly string[]): boolean {
  const matches = (type: unknown): boolean => (Array.isArray(type) ? type.some(matches) : typeof type === 'string' && types.includes(type))
  return items.some((item) => matches(item['@type']) || (Array.isArray(item['@graph']) && hasJsonLdType(structuredDataItems(item['@graph']), types)))
}
