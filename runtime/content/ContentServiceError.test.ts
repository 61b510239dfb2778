import { describe, expect, it } from 'vitest'
import { ContentServiceError, isContentServiceError } from './ContentServiceError'

const init = { status: 404, body: null, reason: 'http' as const, url: 'http://cms/api/pages' }

describe('ContentServiceError', () => {
  it('is recognised when another copy of this module made it (the server build bundles its own)', () => {
    // what the other copy's constructor leaves on its errors: the shared brand, not this class's prototype
    const fromOtherCopy = Object.defineProperty(new Error('Content service GET http://cms/api/pages answered 404'), Symbol.for('stratum.ContentServiceError'), { value: true })
    Object.assign(fromOtherCopy, { ...init })
    expect(fromOtherCopy).toBeInstanceOf(ContentServiceError)
    expect(isContentServiceError(fromOtherCopy, 404)).toBe(true)
  })

  it('is not any error, and keeps its own instances', () => {
    expect(new Error('x')).not.toBeInstanceOf(ContentServiceError)
    expect(isContentServiceError({ status: 404 })).toBe(false)
    expect(isContentServiceError(null)).toBe(false)
    const error = new ContentServiceError('answered 404', init)
    expect(error).toBeInstanceOf(ContentServiceError)
    expect(error).toBeInstanceOf(Error)
    expect(isContentServiceError(error, 404)).toBe(true)
    expect(isContentServiceError(error, 500)).toBe(false)
    // the brand is no field a log line or JSON would show
    expect(Object.keys(error)).not.toContain('Symbol(stratum.ContentServiceError)')
    expect(JSON.stringify(error)).not.toContain('stratum')
  })
})
