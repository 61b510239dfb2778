import { isLocale, localePath } from '../i18n/locales'

/** A link as content gives it (SPEC §3: nav item and call-to-action). */
export interface LinkInput {
  externalLink?: string | null | undefined
  /** The linked page, with its locale when content is localised: a German page lives under `/de`. */
  internalLink?: { slug?: string | null | undefined; locale?: string | null | undefined } | null | undefined
  hash?: string | null | undefined
  target?: string | null | undefined
}

/** Where a link goes and how it opens. */
export interface ResolvedLink {
  href: string
  external: boolean
  /** Set for `_blank` targets: open in a new tab without handing it our window. */
  target?: '_blank'
  rel?: 'noopener noreferrer'
}

/**
 * SPEC §2 Link resolution: an external link takes priority over an internal one; slug `homepage` resolves to
 * `/`, other slugs to `/{slug}`, both under the linked page's locale prefix (`/de/webhosting`); a hash anchor is
 * appended.
 */
export function resolveLink(link: LinkInput): ResolvedLink {
  const hash = link.hash ? `#${link.hash.replace(/^#/, '')}` : ''
  const external = Boolean(link.externalLink)
  let href: string
  if (link.externalLink) href = link.externalLink + (hash && !link.externalLink.includes('#') ? hash : '')
  else {
    const slug = link.internalLink?.slug
    const path = !slug || slug === 'homepage' ? '/' : `/${slug}`
    href = (isLocale(link.internalLink?.locale) ? localePath(path, link.internalLink.locale) : path) + hash
    if (!slug && hash) href = hash
  }
  if (link.target === '_blank') return { href, external, target: '_blank', rel: 'noopener noreferrer' }
  return { href, external }
}
