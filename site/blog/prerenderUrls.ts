import type { Article, ListArticlesOptions } from '../../runtime/content'
import { LOCALES, localePath, type Locale } from '../../runtime/i18n'
import { CURRENCIES } from '../currency'
import { getContentReader } from '../server/content'
import { BLOG_PAGE_SIZE } from './loadArticleList'
import { articlePath, authorPath, BLOG_PATH, categoryPath, listPagePath } from './blogPaths'
import { toArticleCard } from './toArticleCard'

/**
 * One page of articles read in every offered currency: the page, and for each article whether what the page shows
 * of it reads the same in all of them. Text that quotes a price (`$currency`, `{ref:prices:…}`) does not: its page is
 * the visitor's currency's, so it stays server-rendered, as the route rules keep every page whose HTML depends on a
 * visitor setting.
 */
async function readInEveryCurrency(locale: Locale, options: ListArticlesOptions, shown: (article: Article) => unknown = (article) => article) {
  const [page, ...others] = await Promise.all(CURRENCIES.map((currency) => getContentReader({ currency, locale }).listArticles(options)))
  const alike = page!.items.map((article, index) => {
    const text = JSON.stringify(shown(article))
    return others.every((other) => other.items[index] !== undefined && JSON.stringify(shown(other.items[index])) === text)
  })
  return { page: page!, alike }
}

/**
 * Every page of one list in a locale, `/blog`, `/blog/p/2` … (never `/p/1`: it redirects), as many as the
 * locale's articles fill, but one whose cards quote a price.
 */
async function pagesOf(locale: Locale, basePath: string, filter: { author?: string; category?: string }): Promise<string[]> {
  const urls: string[] = []
  for (let number = 1; ; number += 1) {
    const { page, alike } = await readInEveryCurrency(locale, { page: number, pageSize: BLOG_PAGE_SIZE, ...filter }, toArticleCard)
    if (alike.every(Boolean)) urls.push(localePath(listPagePath(basePath, number), locale))
    if (number >= page.pagination.pageCount) return urls
  }
}

async function listUrlsIn(locale: Locale, kind: 'blog' | 'author' | 'category'): Promise<string[]> {
  const reader = getContentReader({ locale })
  if (kind === 'blog') return pagesOf(locale, BLOG_PATH, {})
  if (kind === 'author') {
    const authors = await reader.listAuthors()
    return (await Promise.all(authors.map((author) => pagesOf(locale, authorPath(author.slug), { author: author.slug })))).flat()
  }
  const categories = await reader.listCategories()
  return (await Promise.all(categories.map((category) => pagesOf(locale, categoryPath(category.slug), { category: category.slug })))).flat()
}

/** The URLs of a blog list for prerendering, in every locale: the blog's pages, or every author's or every category's. */
export async function listUrls({ kind }: { kind: 'blog' | 'author' | 'category' }): Promise<string[]> {
  return (await Promise.all(LOCALES.map(({ code }) => listUrlsIn(code, kind)))).flat()
}

async function articleUrlsIn(locale: Locale): Promise<string[]> {
  const urls: string[] = []
  for (let number = 1; ; number += 1) {
    const { page, alike } = await readInEveryCurrency(locale, { page: number, pageSize: 100 })
    urls.push(...page.items.filter((_, index) => alike[index]).map((article) => localePath(articlePath(article.slug), locale)))
    if (number >= page.pagination.pageCount) return urls
  }
}

/** Every published article's URL in every locale for prerendering, but those that quote a price. */
export async function articleUrls(): Promise<string[]> {
  return (await Promise.all(LOCALES.map(({ code }) => articleUrlsIn(code)))).flat()
}
