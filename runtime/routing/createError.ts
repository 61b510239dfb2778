/** What a page error holds (SPEC §8): an HTTP status and a message, shown by the error page. */
export interface PageErrorInit {
  statusCode: number
  message: string
  /** Extra detail for logs, never shown to visitors. */
  data?: unknown
}

/** A page error: a route guard, a middleware or a data hook raised it; the error page shows it (SPEC §2, §8). */
export class PageError extends Error {
  override readonly name = 'PageError'
  readonly statusCode: number
  readonly data: unknown

  constructor({ statusCode, message, data }: PageErrorInit) {
    super(message)
    this.statusCode = statusCode
    this.data = data
  }
}

/** Creates a page error (Nuxt's createError): `createError({ statusCode: 404, message: 'Page Not Found: /x' })`. */
export function createError(init: PageErrorInit): PageError {
  return new PageError(init)
}

/** True for a PageError. */
export function isPageError(error: unknown): error is PageError {
  return error instanceof PageError
}

/** SPEC §5, §8: the 404 of a failed route validation or a path no route matches. */
export function notFoundError(fullPath: string): PageError {
  return new PageError({ statusCode: 404, message: `Page Not Found: ${fullPath}` })
}
