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

describe('reshape: link fields (SPEC §5 href rule)', () => {
  type Data = Record<string, unknown> & { navItem?: Array<{ label: string }> }

  function read(response: unknown, contentType?: string): { data: Data; lines: Array<Record<string, unknown>> } {
    const lines: Array<Record<string, unknown>> = []
    const logger = { warn: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }
    const { data } = reshape(response, { ...(contentType ? { contentType } : {}), logger, reported: new Set() })
    return { data: data as Data, lines }
  }

  const navigation = (externalLink: string) => ({
    data: {
      id: 1,
      documentId: 'nav1',
      headerStyle: 'headersStandard',
      navItem: [
        { id: 1, label: 'Blog', target: 'self', externalLink: '/blog' },
        { id: 2, label: 'Status', target: '_blank', externalLink },
        { id: 3, label: 'Domains', target: 'self', internalLink: { slug: 'domains' }, externalLink: null },
      ],
    },
    meta: {},
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
  ])('leaves out a nav item whose externalLink is %j and reports its entry and field', (externalLink) => {
    const { data, lines } = read(navigation(externalLink), 'primary-navigation')
    expect(data.navItem?.map((item) => item.label)).toEqual(['Blog', 'Domains'])
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'link left out', contentType: 'primary-navigation', documentId: 'nav1', pointer: '/navItem/1/externalLink', value: externalLink }),
    ])
  })

  it.each(['http://status.example', 'https://status.example/x?y=1#z', 'mailto:sales@example.com', 'tel:+441234567890', '/blog', './pricing', '../docs', '#support'])(
    'keeps a nav item whose externalLink is %j',
    (externalLink) => {
      const { data, lines } = read(navigation(externalLink), 'primary-navigation')
      expect(data).toEqual(navigation(externalLink).data)
      expect(lines).toEqual([])
    },
  )

  it('reports a link once however often its entry is read', () => {
    const lines: string[] = []
    const options = { contentType: 'footer-navigation', logger: { warn: (line: string) => void lines.push(line) }, reported: new Set<string>() }
    reshape(navigation('javascript:alert(1)'), options)
    reshape(navigation('javascript:alert(1)'), options)
    expect(lines).toHaveLength(1)
  })

  it('names a page by its slug and takes out links in sections, ribbons and hreflangs, each with its pointer', () => {
    const page = {
      id: 4,
      documentId: 'p4',
      slug: 'pricing',
      ribbons: [{ id: 1, text: 'Sale', link: { id: 2, label: 'See', externalLink: 'javascript:alert(1)' } }],
      hreflangs: [
        { id: 1, url: 'https://example.fr/tarifs', language: 'fr' },
        { id: 2, url: '//evil.example/de', language: 'de' },
      ],
      sections: [
        { id: 1, __component: 'sections.strip', text: 'Hi', cta: { id: 3, label: 'Go', externalLink: 'data:text/html,x' } },
        {
          id: 2,
          __component: 'sections.brands',
          brands: [
            { id: 4, name: 'Kestrel', logo: { url: '/uploads/k.png' }, url: 'https://kestrel.example' },
            { id: 5, name: 'Evil', logo: { url: '/uploads/e.png' }, url: 'javascript:alert(1)' },
          ],
        },
      ],
    }
    const { data, lines } = read({ data: [page], meta: {} }, 'page')
    expect(data).toEqual([
      {
        ...page,
        ribbons: [{ id: 1, text: 'Sale' }],
        hreflangs: [page.hreflangs[0]],
        sections: [
          { id: 1, __component: 'sections.strip', text: 'Hi' },
          { ...page.sections[1], brands: [page.sections[1]?.brands?.[0]] },
        ],
      },
    ])
    expect(lines.map(({ contentType, slug, documentId, pointer }) => ({ contentType, slug, documentId, pointer }))).toEqual([
      { contentType: 'page', slug: 'pricing', documentId: 'p4', pointer: '/ribbons/0/link/externalLink' },
      { contentType: 'page', slug: 'pricing', documentId: 'p4', pointer: '/hreflangs/1/url' },
      { contentType: 'page', slug: 'pricing', documentId: 'p4', pointer: '/sections/0/cta/externalLink' },
      { contentType: 'page', slug: 'pricing', documentId: 'p4', pointer: '/sections/1/brands/1/url' },
    ])
  })

  it('keeps an entry that holds a link itself, without the link: a brand without its url, and leaves media URLs to the assets', () => {
    const brand = {
      id: 7,
      documentId: 'b7',
      brand: 'kestrel',
      name: 'Kestrel',
      url: 'javascript:alert(1)',
      logo: { url: 'uploads/k.png', mime: 'image/png' },
      socialNetworks: [
        { id: 1, name: 'X', link: 'javascript:alert(1)', icon: 'twitter' },
        { id: 2, name: 'YouTube', link: 'https://youtube.example/kestrel', icon: 'youtube' },
      ],
    }
    const { data, lines } = read({ data: [brand], meta: {} }, 'brand-detail')
    const { url: _dropped, ...withoutUrl } = brand
    expect(data).toEqual([{ ...withoutUrl, socialNetworks: [brand.socialNetworks[1]] }])
    expect(lines.map((line) => line.pointer)).toEqual(['/url', '/socialNetworks/0/link'])
  })
})
