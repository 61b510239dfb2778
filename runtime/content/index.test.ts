import { expect, it } from 'vitest'
import * as content from './index'

it('exposes exactly the public API of runtime/content', () => {
  expect(Object.keys(content).sort()).toEqual([
    'ContentServiceError',
    'createContentCache',
    'createContentReader',
    'createFilesSource',
    'createPurgeHandler',
    'createStrapiClient',
    'createStrapiSource',
    'hasReferencePlaceholders',
    'isContentServiceError',
    'replacePlaceholders',
    'reshape',
    'rewriteAssetUrls',
  ])
})
