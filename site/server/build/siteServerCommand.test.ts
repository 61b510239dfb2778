import { describe, expect, it } from 'vitest'
import { SERVER_MEMORY_ENV, siteServerEnv } from './siteServerCommand'

describe('siteServerEnv', () => {
  it("adds the server's malloc setting to the environment it is given", () => {
    expect(siteServerEnv({ PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_MMAP_THRESHOLD_: SERVER_MEMORY_ENV.MALLOC_MMAP_THRESHOLD_ })
  })

  it('keeps a value the environment sets already', () => {
    expect(siteServerEnv({ MALLOC_MMAP_THRESHOLD_: '131072' }).MALLOC_MMAP_THRESHOLD_).toBe('131072')
  })
})
