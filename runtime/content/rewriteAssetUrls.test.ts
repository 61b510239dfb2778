import { describe, expect, it } from 'vitest'
import { rewriteAssetUrls } from './rewriteAssetUrls'

const hosts = { contentHost: 'http://127.0.0.1:1337', assetsHost: 'https://assets.lumen.example/' }

describe('rewriteAssetUrls', () => {
  it('rewrites relative and absolute upload URLs, formats included', () => {
    const media = {
      url: '/uploads/hero.jpg',
      formats: {
        small: { url: 'http://127.0.0.1:1337/uploads/small_hero.jpg', width: 500, height: 333 },
        thumbnail: { url: '/uploads/thumbnail_hero.jpg', width: 156, height: 104 },
      },
    }
    expect(rewriteAssetUrls({ image: media }, hosts)).toEqual({
      image: {
        url: 'https://assets.lumen.example/uploads/hero.jpg',
        formats: {
          small: { url: 'https://assets.lumen.example/uploads/small_hero.jpg', width: 500, height: 333 },
          thumbnail: { url: 'https://assets.lumen.example/uploads/thumbnail_hero.jpg', width: 156, height: 104 },
        },
      },
    })
  })

  it('rewrites uploads linked from markdown and HTML', () => {
    const body = 'See ![rack](/uploads/rack.png) and <img src="/uploads/a.png" srcset="/uploads/a.png 1x,/uploads/a2.png 2x"> or http://127.0.0.1:1337/uploads/b.pdf'
    expect(rewriteAssetUrls(body, hosts)).toBe(
      'See ![rack](https://assets.lumen.example/uploads/rack.png) and <img src="https://assets.lumen.example/uploads/a.png" srcset="https://assets.lumen.example/uploads/a.png 1x,https://assets.lumen.example/uploads/a2.png 2x"> or https://assets.lumen.example/uploads/b.pdf',
    )
  })

  it('leaves other hosts and paths alone', () => {
    const value = ['https://cdn.other.example/uploads/x.png', '/blog/uploads/x', 'https://127.0.0.1:1337/uploads/x.png', '/uploadsx/y']
    expect(rewriteAssetUrls(value, hosts)).toEqual(value)
  })

  it('makes relative uploads absolute on the content host when no assets host is set', () => {
    expect(rewriteAssetUrls({ url: '/uploads/a.png' }, { contentHost: 'http://127.0.0.1:1337/' })).toEqual({
      url: 'http://127.0.0.1:1337/uploads/a.png',
    })
  })

  it('puts uploads on the site itself when the assets host is empty, absolute content-host URLs included', () => {
    const body = { url: 'http://127.0.0.1:1337/uploads/a.png', text: 'see ![a](/uploads/a.png) or https://cdn.other.example/uploads/x.png' }
    expect(rewriteAssetUrls(body, { contentHost: 'http://127.0.0.1:1337', assetsHost: '' })).toEqual({
      url: '/uploads/a.png',
      text: 'see ![a](/uploads/a.png) or https://cdn.other.example/uploads/x.png',
    })
  })

  it('changes nothing without hosts (the files source serves /uploads itself)', () => {
    const value = { url: '/uploads/a.png' }
    expect(rewriteAssetUrls(value, {})).toEqual(value)
  })

  it('never mutates its input', () => {
    const value = { cover: { url: '/uploads/a.png' } }
    rewriteAssetUrls(value, hosts)
    expect(value).toEqual({ cover: { url: '/uploads/a.png' } })
  })
})
