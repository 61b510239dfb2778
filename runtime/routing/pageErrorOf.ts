import { PageError } from './createError'

/** What of Vike's pageContext tells about an error. */
export interface ErrorPageContext {
  is404?: boolean | null | undefined
  abortStatusCode?: number | undefined
  abortReason?: unknown
  isErrorPage?: boolean | undefined
  urlPathname?: string | undefined
}

/**
 * The page error a page was rendered for (SPEC §8), from Vike's pageContext: `throw render(404, message)` in a
 * guard or data hook, an unmatched path, or an unexpected error (500). Null for a page that is no error.
 */
export function pageErrorOf(pageContext: ErrorPageContext): PageError | null {
  if (typeof pageContext.abortStatusCode === 'number') {
    const message = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : `Error ${pageContext.abortStatusCode}`
    return new PageError({ statusCode: pageContext.abortStatusCode, message })
  }
  if (pageContext.is404) return new PageError({ statusCode: 404, message: `Page Not Found: ${pageContext.urlPathname ?? '/'}` })
  if (pageContext.isErrorPage) return new PageError({ statusCode: 500, message: 'Internal Server Error' })
  return null
}
