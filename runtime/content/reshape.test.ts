import { describe, expect, it } from 'vitest'
import { reshape } from './reshape'

const v4Page = {
  data: [
    {
      id: 3,
      attributes: {
        slug: 'home',
        title: 'Home',
        seo: {
          id: 9,
          metaTitle: 'Lumen',
          metaImage: { data: { id: 41, attributes: { url: '/uploads/og.jpg', formats: { small: { url: '/uploads/small_og.jpg', width: 500, height: 260 } } } } },
        },
        sections: [
          {
            id: 1,
            __component: 'sections.billboard',
            heading: 'Fast hosting',
            image: { data: null },
            ctas: [{ id: 2, label: 'Plans', internalLink: { data: { id: 5, attributes: { slug: 'web-hosting' } } } }],
          },
        ],
        author: { data: { id: 7, attributes: { name: 'Ana', avatar: { data: { id: 8, attributes: { url: '/uploads/ana.jpg' } } } } } },
        categories: { data: [{ id: 1, attributes: { slug: 'guides' } }, { id: 2, attributes: { slug: 'security' } }] },
        tags: { data: [] },
        publishedAt: '2024-05-01T10:00:00.000Z',
      },
    },
  ],
  meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
}

const domainPage = {
  id: 3,
  slug: 'home',
  title: 'Home',
  seo: {
    id: 9,
    metaTitle: 'Lumen',
    metaImage: { id: 41, url: '/uploads/og.jpg', formats: { small: { url: '/uploads/small_og.jpg', width: 500, height: 260 } } },
  },
  sections: [
    {
      id: 1,
      __component: 'sections.billboard',
      heading: 'Fast hosting',
      image: null,
      ctas: [{ id: 2, label: 'Plans', internalLink: { id: 5, slug: 'web-hosting' } }],
    },
  ],
  author: { id: 7, name: 'Ana', avatar: { id: 8, url: '/uploads/ana.jpg' } },
  categories: [
    { id: 1, slug: 'guides' },
    { id: 2, slug: 'security' },
  ],
  tags: [],
  publishedAt: '2024-05-01T10:00:00.000Z',
}

describe('reshape', () => {
  it('flattens a v4 collection response, relations and media at every depth', () => {
    expect(reshape(v4Page)).toEqual({ data: [domainPage], meta: v4Page.meta })
  })

  it('flattens a v4 single entry', () => {
    expect(reshape({ data: { id: 1, attributes: { headerStyle: 'headersStandard' } }, meta: {} })).toEqual({
      data: { id: 1, headerStyle: 'headersStandard' },
      meta: {},
    })
  })

  it('gives a v5 response the same domain shape', () => {
    const v5 = {
      data: [
        {
          ...domainPage,
          documentId: 'a1b2',
          seo: { ...domainPage.seo, metaImage: { ...domainPage.seo.metaImage, documentId: 'm1' } },
        },
      ],
      meta: v4Page.meta,
    }
    const { data } = reshape(v5)
    expect(data).toEqual(v5.data)
    expect((data as Array<Record<string, unknown>>)[0]).toMatchObject({ id: 3, documentId: 'a1b2', author: { name: 'Ana' } })
  })

  it('keeps JSON fields that only look like envelopes', () => {
    const structuredData = { '@type': 'Organization', data: { name: 'Lumen' } }
    const { data } = reshape({ data: { id: 1, attributes: { seo: { structuredData } } } })
    expect(data).toEqual({ id: 1, seo: { structuredData } })
  })

  it('reads a missing entry as null', () => {
    expect(reshape({ data: null, meta: {} })).toEqual({ data: null, meta: {} })
  })

  it('passes a bare v3 body through', () => {
    expect(reshape([{ id: 1, slug: 'home' }])).toEqual({ data: [{ id: 1, slug: 'home' }], meta: {} })
  })

  // a cover as Strapi 5's upload plugin sends it
  const uploadedCover = {
    id: 14,
    documentId: 'ws3teh83n2c16h2nfye42bb0',
    name: 'cover.jpg',
    alternativeText: 'A cloud linked to three servers',
    caption: null,
    focalPoint: null,
    width: 1200,
    height: 675,
    formats: {
      small: { name: 'small_cover.jpg', hash: 'small_cover_1472', ext: '.jpg', mime: 'image/jpeg', path: null, width: 500, height: 281, size: 8.29, sizeInBytes: 8290, url: '/uploads/small_cover_1472.jpg' },
    },
    hash: 'cover_1472',
    ext: '.jpg',
    mime: 'image/jpeg',
    size: 52.1,
    url: '/uploads/cover_1472.jpg',
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: '2026-11-25T11:50:18.000Z',
    updatedAt: '2026-11-25T11:50:18.000Z',
    publishedAt: '2026-11-25T11:50:18.000Z',
  }
  const coverAsMedia = {
    alternativeText: 'A cloud linked to three servers',
    width: 1200,
    height: 675,
    formats: { small: { url: '/uploads/small_cover_1472.jpg', width: 500, height: 281 } },
    mime: 'image/jpeg',
    url: '/uploads/cover_1472.jpg',
  }

  it('keeps of an uploaded file the fields the media schema declares, in v5 and v4 responses', () => {
    expect(reshape({ data: { id: 1, documentId: 'x', slug: 'vps', cover: uploadedCover } }).data).toEqual({ id: 1, documentId: 'x', slug: 'vps', cover: coverAsMedia })
    const { id, ...attributes } = uploadedCover
    expect(reshape({ data: { id: 1, attributes: { slug: 'vps', cover: { data: { id, attributes } } } } }).data).toEqual({ id: 1, slug: 'vps', cover: coverAsMedia })
  })

  it('leaves alone what only looks like a file: a link with a hash, media without the upload plugin’s fields', () => {
    const link = { label: 'WordPress hosting', url: '/web-hosting', hash: 'wordpress', internalLink: { slug: 'web-hosting' } }
    expect(reshape({ data: { id: 2, items: [link] } }).data).toEqual({ id: 2, items: [link] })
    expect(reshape({ data: { id: 3, image: { id: 8, url: '/uploads/ana.jpg', width: 64 } } }).data).toEqual({ id: 3, image: { id: 8, url: '/uploads/ana.jpg', width: 64 } })
  })

  it('never mutates its input', () => {
    const input = structuredClone(v4Page)
    const output = reshape(input)
    expect(input).toEqual(v4Page)
    ;((output.data as Array<Record<string, unknown>>)[0] as Record<string, unknown>).title = 'Changed'
    expect(input.data[0]?.attributes.title).toBe('Home')
  })
})
