import { describe, expect, it } from 'vitest'
import { firstArticle } from './firstArticle'

describe('firstArticle', () => {
  it('takes the first card’s title link, not the search, feed, category or author links before it', () => {
    const html = [
      '<p><a href="/blog/search">Search the guides</a><a href="/blog/rss.xml" data-vike="false">RSS feed</a></p>',
      '<ul><li><article aria-labelledby="article-first"><img src="/uploads/x.jpg"/><ul aria-label="Categories"><li><a href="/blog/categories/hosting">Hosting</a></li></ul>',
      '<h2 class="_t" id="article-first"><a href="/blog/introducing-lumen-vps">Introducing</a></h2><a href="/blog/author/priya-raman">Priya</a></article></li>',
      '<li><article><h2><a href="/blog/second">Second</a></h2></article></li></ul>',
    ].join('')
    expect(firstArticle(html)).toBe('/blog/introducing-lumen-vps')
    expect(firstArticle('<p><a href="/blog/search">Search</a></p>')).toBeUndefined()
  })
})
