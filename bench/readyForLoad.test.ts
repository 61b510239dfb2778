import { afterEach, describe, expect, it, vi } from 'vitest'
import { readyForLoad, uploadsIn } from './readyForLoad'

describe('uploadsIn', () => {
  it('finds each upload a page names once, in src, srcset, poster and href, and nothing else', () => {
    const html = `<img src="/uploads/medium_hero_1a2b.jpg" srcset="/uploads/small_hero_1a2b.jpg 500w, /uploads/medium_hero_1a2b.jpg 750w">
      <a href="/uploads/video_3c4d.mp4"><img loading="lazy" src="/uploads/poster_3c4d.jpg"></a>
      <link rel="icon" href="/assets/static/favicon.png"><a href="/blog/uploads-explained">uploads</a>`
    expect(uploadsIn(html)).toEqual(['/uploads/medium_hero_1a2b.jpg', '/uploads/small_hero_1a2b.jpg', '/uploads/video_3c4d.mp4', '/uploads/poster_3c4d.jpg'])
  })
})

describe('readyForLoad', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('purges, renders the page, and asks for each upload as chromium does until its WebP copy is made', async () => {
    const asked: { url: string; accept: string | null }[] = []
    let stillMaking = 2
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      asked.push({ url, accept: new Headers(init?.headers).get('accept') })
      if (url.endsWith('/api/cache/purge')) return new Response('{"purged":true}')
      if (url.endsWith('/web-hosting')) return new Response('<img src="/uploads/medium_hero_1a2b.jpg">')
      const making = stillMaking-- > 0
      return new Response('bytes', { headers: { 'cache-control': making ? 'no-store' : 'public, max-age=86400', 'content-type': making ? 'image/jpeg' : 'image/webp' } })
    })
    await readyForLoad('http://site.test', '/web-hosting', 'secret')
    expect(asked.map((a) => a.url)).toEqual([
      'http://site.test/api/cache/purge',
      'http://site.test/web-hosting',
      'http://site.test/uploads/medium_hero_1a2b.jpg',
      'http://site.test/uploads/medium_hero_1a2b.jpg',
      'http://site.test/uploads/medium_hero_1a2b.jpg',
    ])
    expect(asked[2]!.accept).toMatch(/image\/webp/)
  })
})
