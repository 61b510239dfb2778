import { describe, expect, it } from 'vitest'
import { pageErrorOf } from './pageErrorOf'

describe('pageErrorOf', () => {
  it('reads a guard’s or data hook’s render(status, message)', () => {
    expect(pageErrorOf({ abortStatusCode: 404, abortReason: 'Page Not Found: /blog/p/9' })).toMatchObject({ statusCode: 404, message: 'Page Not Found: /blog/p/9' })
    expect(pageErrorOf({ abortStatusCode: 403 })).toMatchObject({ statusCode: 403, message: 'Error 403' })
  })

  it('reads an unmatched path as a 404 and an unexpected error as a 500', () => {
    expect(pageErrorOf({ is404: true, urlPathname: '/x' })).toMatchObject({ statusCode: 404, message: 'Page Not Found: /x' })
    expect(pageErrorOf({ isErrorPage: true })).toMatchObject({ statusCode: 500 })
  })

  it('is null for a page that is no error', () => {
    expect(pageErrorOf({ is404: null })).toBeNull()
  })
})
