import { describe, expect, it } from 'vitest'
import * as markdown from './index'

describe('runtime/markdown', () => {
  it('exports exactly its public API', () => {
    expect(Object.keys(markdown).sort()).toEqual(['renderMarkdown', 'sanitizeHtml'])
  })
})
