import { describe, expect, it } from 'vitest'
import type { SectionEntry } from '../SectionEntry'
import { firstLoadData } from './firstLoadData'

const HELD = ['seo', 'article', 'bodyHtml', 'articles']

describe('firstLoadData', () => {
  it('leaves out the fields the HTML holds and static sections’ inner HTML, keeping the rest and the input as they were', () => {
    const sections: SectionEntry[] = [
      { status: 'ok', index: 0, uid: 'sections.text', props: {} as never, html: { tag: 'section', attributes: {}, inner: '<p>Hi</p>', stylesheets: [] } },
      { status: 'ok', index: 1, uid: 'sections.faqs', props: { heading: 'FAQs' } as never },
      { status: 'broken', index: 2, uid: 'sections.nope', problem: { kind: 'unknown', pointer: '', message: 'no schema' } },
    ]
    const data = { page: { slug: 'about' }, sections, seo: { title: 'About', jsonLd: [{}] }, commerce: { plans: [] } }
    const copy = structuredClone(data)
    const out = firstLoadData(data, HELD)
    expect(out).toEqual({
      page: { slug: 'about' },
      sections: [{ status: 'ok', index: 0, uid: 'sections.text', props: {}, html: { tag: 'section', attributes: {}, stylesheets: [] } }, sections[1], sections[2]],
      commerce: { plans: [] },
    })
    expect((out.sections as SectionEntry[])[1]).toBe(sections[1])
    expect(data).toEqual(copy)
    expect(firstLoadData({ article: { slug: 'a' }, bodyHtml: '<p>Body</p>', seo: {} }, HELD)).toEqual({})
    expect(firstLoadData({ heading: 'Blog', articles: [{ slug: 'a' }], pagination: { page: 1 } }, HELD)).toEqual({ heading: 'Blog', pagination: { page: 1 } })
  })

  it('keeps what the caller does not name, and an empty list, which the HTML says is empty', () => {
    expect(firstLoadData({ articles: [], pagination: { page: 1 } }, HELD)).toEqual({ articles: [], pagination: { page: 1 } })
    expect(firstLoadData({ article: { slug: 'a' } }, [])).toEqual({ article: { slug: 'a' } })
  })
})
