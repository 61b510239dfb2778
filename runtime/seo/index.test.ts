import { expect, it } from 'vitest'
import * as seo from './index'

it('exposes exactly the public API of runtime/seo', () => {
  expect(Object.keys(seo).sort()).toEqual([
    'absoluteUrl',
    'blogPosting',
    'breadcrumbList',
    'buildRobotsTxt',
    'buildRss',
    'buildSitemap',
    'canonicalUrl',
    'escapeXml',
    'hasJsonLdType',
    'robotsDirective',
    'structuredDataItems',
  ])
})
