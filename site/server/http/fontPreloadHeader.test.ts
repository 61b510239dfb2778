import { describe, expect, it } from 'vitest'
import { fontPreloadsToHeader } from './fontPreloadHeader'

describe('fontPreloadsToHeader', () => {
  it('takes each web font preload out of the HTML, with the white space before it, into one Link value', () => {
    const html = '<head>\n  <meta charset="utf-8">\n  <link rel="preload" href="/a.woff2" as="font" type="font/woff2" crossorigin>\n  <link rel="preload" href="/b.woff2" as="font" crossorigin="anonymous" />\n</head>'
    expect(fontPreloadsToHeader(html)).toEqual({
      html: '<head>\n  <meta charset="utf-8">\n</head>',
      link: '</a.woff2>; rel=preload; as=font; crossorigin, </b.woff2>; rel=preload; as=font; crossorigin',
    })
  })

  it('leaves the HTML as it is, and gives no header, when no font is preloaded', () => {
    const html = '<head><link rel="preload" as="image" href="/hero.jpg"><link rel="modulepreload" href="/a.js"></head>'
    expect(fontPreloadsToHeader(html)).toEqual({ html, link: undefined })
  })

  it('leaves a font preload that is not crossorigin: its request would not be the stylesheet’s, so it says what it says', () => {
    const html = '<link rel="preload" href="/a.woff2" as="font" type="font/woff2">'
    expect(fontPreloadsToHeader(html)).toEqual({ html, link: undefined })
  })
})
