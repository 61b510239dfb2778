import type { PageContextServer } from 'vike/types'
import { searchPattern } from '../../runtime/content/searchPattern'
import { searchWords } from '../../runtime/content/searchWords'
import type { Article } from '../../runtime/generated/types'
import { markdownText } from '../../runtime/markdown/markdownText'
import { parsePageNumber } from '../../runtime/routing'
import { format } from '../../runtime/i18n/format'
import { messagesFor } from '../i18n/messages'
import { pageLocale } from '../i18n/pageLocale'
import { buildPageSeo } from '../seo/buildPageSeo'
import { loadSiteSeo } from '../seo/loadSiteSeo'
import type { PageSeo } from '../seo/PageSeo'
import { inEveryLocale, pageTranslations, type PageTranslation } from '../seo/pageTranslations'
import { visitorContentReader } from '../server/visitorCurrency'
import type { ArticleCardData, BlogPagination, BlogRef } from './BlogData'
import { BLOG_PATH, BLOG_SEARCH_PATH } from './blogPaths'
import { searchSnippet } from './searchSnippet'
import { toArticleCard } from './toArticleCard'

/** Results per page. */
export const SEARCH_PAGE_SIZE = 9
/** Longer searches are cut: nobody types more, and the content service filters on every word sent. */
const MAX_QUERY = 100

/** The page data of the article search. */
export interface BlogSearchData {
  /** The words searched for, trimmed; '' when none. */
  query: string
  /** As a blog list's (BlogListData): undefined in a first load's page data when there are any. */
  articles?: ArticleCardData[] | undefined
  total: number
  /** The blog's categories, to browse by when the search found nothing or asked for nothing; else empty. */
  topics: BlogRef[]
  pagination: BlogPagination & { query: string }
  /** The search in every locale (each has its blog): the language switcher's addresses. */
  translations: PageTranslation[]
  seo: PageSeo
}

/** A result's card, with the passage of its body that holds a searched word when its title and excerpt show none. */
function resultCard(article: Article, words: readonly string[]): ArticleCardData {
  const card = toArticleCard(article)
  if (searchPattern(words)?.test(`${article.title} ${article.excerpt ?? ''}`) !== false) return card
  const snippet = searchSnippet(markdownText(article.body), words)
  return snippet ? { ...card, snippet } : card
}

/**
 * GET /blog/search?q=…&page=…: published articles whose title, excerpt or body contains the words (the content
 * reader's listArticles: title matches first, then excerpt, then body ones, newest first in each); a result found by
 * its body shows the passage that holds the word. No words, no results: the page asks for some. A page
 * number that is no positive integer, or past the last page, shows the first page rather than an error. When
 * nothing matches, or nothing was asked, the page offers the blog's categories instead.
 */
export async function loadArticleSearch(pageContext: PageContextServer): Promise<BlogSearchData> {
  const search = pageContext.urlParsed.search
  const query = (search.q ?? '').trim().slice(0, MAX_QUERY)
  const requested = parsePageNumber(search.page ?? '1') ?? 1
  const reader = await visitorContentReader(pageContext)
  const draft = pageContext.draft === true
  const read = (page: number) => reader.listArticles({ search: query, page, pageSize: SEARCH_PAGE_SIZE, preview: draft })
  let result = query ? await read(requested) : null
  if (result && requested > 1 && result.items.length === 0) result = await read(1)
  const total = result?.pagination.total ?? 0
  const [site, categories] = await Promise.all([loadSiteSeo(), total === 0 ? reader.listCategories() : []])
  const page = result?.pagination.page ?? 1
  const words = searchWords(query)
  const locale = pageLocale(pageContext)
  const { blog } = messagesFor(locale)
  const translations = pageTranslations(locale, BLOG_SEARCH_PATH, inEveryLocale(BLOG_SEARCH_PATH))
  return {
    query,
    articles: (result?.items ?? []).map((article) => resultCard(article, words)),
    total,
    topics: categories.map(({ slug, name }) => ({ slug, name })),
    pagination: { page, pageCount: Math.max(1, result?.pagination.pageCount ?? 1), basePath: BLOG_SEARCH_PATH, query },
    translations,
    seo: {
      ...buildPageSeo(site, {
        path: BLOG_SEARCH_PATH,
        title: query ? format(blog.search.title, { query }) : blog.search.label,
        description: blog.search.description,
        locale,
        translations,
        breadcrumbs: [
          { name: blog.blog, path: BLOG_PATH },
          { name: blog.search.breadcrumb, path: BLOG_SEARCH_PATH },
        ],
        preview: draft,
      }),
      // search results are never worth indexing
      robots: 'noindex, follow',
    },
  }
}
