/** What decides a page's robots meta tag. */
export interface RobotsInput {
  /** The content's `metaRobots`, e.g. `index, follow` or `noindex`. */
  metaRobots?: string | null | undefined
  /** SPEC §3 Site configuration: false keeps every page out of search engines. */
  indexable?: boolean | undefined
  /** Draft content shown in preview is never indexed. */
  preview?: boolean | undefined
}

const TOKEN = /^(?:index|noindex|follow|nofollow|none|all|noarchive|nosnippet|noimageindex|notranslate|max-snippet:-?\d+|max-image-preview:(?:none|standard|large)|max-video-preview:-?\d+|unavailable_after:[^,]+)$/i

/**
 * The robots directive of a page: `noindex, nofollow` everywhere when the site is not indexable (and in preview),
 * otherwise the content's own directives, kept only where they are real robots tokens; `index, follow` by default.
 */
export function robotsDirective({ metaRobots, indexable = true, preview = false }: RobotsInput): string {
  if (!indexable || preview) return 'noindex, nofollow'
  const tokens = (metaRobots ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter((token) => TOKEN.test(token))
  return tokens.length > 0 ? tokens.join(', ') : 'index, follow'
}
