import { describe, expect, it } from 'vitest'
import { uploadsIn } from './readyForLoad'

describe('uploadsIn', () => {
  it('finds each upload a page names once, in src, srcset, poster and href, and nothing else', () => {
    const html = `<img src="/uploads/medium_hero_1a2b.jpg" srcset="/uploads/small_hero_1a2b.jpg 500w, /uploads/medium_hero_1a2b.jpg 750w">
      <a href="/uploads/video_3c4d.mp4"><img loading="lazy" src="/uploads/poster_3c4d.jpg"></a>
      <link rel="icon" href="/assets/static/favicon.png"><a href="/blog/uploads-explained">uploads</a>`
    expect(uploadsIn(html)).toEqual(['/uploads/medium_hero_1a2b.jpg', '/uploads/small_hero_1a2b.jpg', '/uploads/video_3c4d.mp4', '/uploads/poster_3c4d.jpg'])
  })
})
