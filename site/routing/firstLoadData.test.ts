import { describe, expect, it } from 'vitest'
import type { SectionEntry } from '../../runtime/registry/SectionEntry'
import { firstLoadData } from './firstLoadData'

describe('firstLoadData', () => {
  it('leaves out what the HTML holds: the SEO, an article and its body, a list’s cards and static sections’ inner HTML, and keeps the rest', () => {
    const sections: SectionEntry[] = [
      { status: 'ok', index: 0, uid: 'sections.text', props: {} as never, html: { tag: 'section', attributes: {}, inner: '<p>Hi</p>', stylesheets: [] } },
      { status: 'ok', index: 1, uid: 'sections.faqs', props: { heading: 'FAQs' } as never },
    ]
    const data = { page: { slug: 'about' }, sections, seo: { title: 'About', jsonLd: [{}] }, commerce: { plans: [] } }
    const copy = structuredClone(data)
    expect(firstLoadData(data)).toEqual({
      page: { slug: 'about' },
      sections: [{ status: 'ok', index: 0, uid: 'sections.text', props: {}, html: { tag: 'section', attributes: {}, stylesheets: [] } }, sections[1]],
      commerce: { plans: [] },
    })
    expect(data).toEqual(copy)
    expect(firstLoadData({ article: { slug: 'a' }, bodyHtml: '<p>Body</p>', seo: {} })).toEqual({})
    expect(firstLoadData({ heading: 'Blog', articles: [{ slug: 'a' }], pagination: { page: 1 } })).toEqual({ heading: 'Blog', pagination: { page: 1 } })
  })

  it('keeps data without those fields as it is, and an empty list of cards, which the HTML says is empty', () => {
    expect(firstLoadData({ articles: [], pagination: { page: 1 } })).toEqual({ articles: [], pagination: { page: 1 } })
  })
})
