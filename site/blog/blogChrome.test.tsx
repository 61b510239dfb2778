import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { InLocale } from '../i18n/testing/InLocale'
import { ArticleMeta } from './ArticleMeta'
import type { BlogSearchData } from './loadArticleSearch'
import { BlogSearchPage } from './BlogSearchPage'
import { Pagination } from './Pagination'

const author = { slug: 'priya-raman', name: 'Priya Raman' }

function render(locale: string, element: React.ReactNode, pageContext?: Partial<PageContext>): string {
  return renderToString(
    <InLocale locale={locale} {...(pageContext ? { pageContext } : {})}>
      {element}
    </InLocale>,
  ).replace(/<!-- -->/g, '')
}

function search(locale: string, data: Partial<BlogSearchData>): string {
  const full: BlogSearchData = { query: '', articles: [], total: 0, topics: [], pagination: { page: 1, pageCount: 1, basePath: '/blog/search', query: '' }, ...data } as BlogSearchData
  return render(locale, <BlogSearchPage />, { data: full } as Partial<PageContext>)
}

describe('the blog’s own words', () => {
  it('writes the author and the date as a reader of the page’s locale does', () => {
    expect(render('de-DE', <ArticleMeta author={author} publishedDate="2026-11-28" />)).toContain(
      'Von <a href="/de/blog/author/priya-raman">Priya Raman</a><span aria-hidden="true"> · </span><time dateTime="2026-11-28">28. November 2026</time>',
    )
    expect(render('en-GB', <ArticleMeta author={author} publishedDate="2026-11-28" />)).toContain('By <a href="/blog/author/priya-raman">Priya Raman</a>')
    expect(render('en-GB', <ArticleMeta publishedDate="2026-11-28" />)).toContain('>28 November 2026</time>')
  })

  it('names the pages of a list in the page’s language', () => {
    const html = render('de-DE', <Pagination pagination={{ page: 2, pageCount: 5, basePath: '/blog' }} label="Blogseiten" />)
    expect(html).toContain('aria-label="Zurück zur vorherigen Seite"')
    expect(html).toContain('aria-label="Weiter zur nächsten Seite"')
    expect(html).toContain('aria-label="Seite 3"')
    expect(html).toContain('\u00a0Zurück</span>')
    expect(html).not.toMatch(/Previous|Next|Page \d/)
    expect(render('en-GB', <Pagination pagination={{ page: 2, pageCount: 5, basePath: '/blog' }} label="Blog pages" />)).toContain('aria-label="Page 3"')
  })

  it('sums up a search in the page’s language, one result or many, and an empty one', () => {
    expect(search('de-DE', { query: 'dns', total: 1, pagination: { page: 1, pageCount: 1, basePath: '/blog/search', query: 'dns' } })).toContain('1 Artikel zu „dns“.')
    expect(search('de-DE', { query: 'dns', total: 1234, pagination: { page: 2, pageCount: 3, basePath: '/blog/search', query: 'dns' } })).toContain('1.234 Artikel zu „dns“, Seite 2 von 3.')
    expect(search('de-DE', { query: 'xyz' })).toContain('Keine Artikel zu „xyz“ gefunden.')
    expect(search('en-GB', { query: 'dns', total: 1, pagination: { page: 1, pageCount: 1, basePath: '/blog/search', query: 'dns' } })).toContain('1 article matches “dns”.')
    expect(search('en-GB', { query: 'dns', total: 12, pagination: { page: 2, pageCount: 3, basePath: '/blog/search', query: 'dns' } })).toContain('12 articles match “dns”, page 2 of 3.')
    const empty = search('de-DE', {})
    expect(empty).toContain('<h1 id="blog-search-heading">Unsere Ratgeber durchsuchen</h1>')
    expect(empty).toContain('>Ratgeber durchsuchen</label>')
    expect(empty).toContain('>Suchen</button>')
  })
})
