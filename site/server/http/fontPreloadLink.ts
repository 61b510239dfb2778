/** What fontPreloadLink reads of one of Vike's early hints (`pageContext.httpResponse.earlyHints`). */
interface EarlyHint {
  src: string
  assetType: string | null
}

/**
 * The `Link` header that preloads a page's web fonts, from the assets Vike lists for early hints: chromium acts on
 * it as it commits the document, before the parser reaches Vike's preload link in the head (which stays, and is the
 * same request). `crossorigin`, as the stylesheet's request for the font is: a preload in another mode would be
 * fetched twice. Undefined for a page without fonts.
 */
export function fontPreloadLink(earlyHints: readonly EarlyHint[] | undefined): string | undefined {
  const fonts = (earlyHints ?? []).filter((hint) => hint.assetType === 'font').map((hint) => `<${hint.src}>; rel=preload; as=font; crossorigin`)
  return fonts.length ? fonts.join(', ') : undefined
}
