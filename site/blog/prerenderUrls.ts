import { getContentReader } from '../server/content'
import { BLOG_PAGE_SIZE } from './loadArticleList'
import { articlePath, authorPath, BLOG_PATH, categoryPath, listPagePath } from './blogPaths'

/** Every page of one list, `/blog`, `/blog/p/2` … (never `/p/1`: it redirects). */
async function pagesOf(basePath: string, filter: { author?: string; category?: string }): Promise<string[]> {
  const { pagination } = await getContentReader().listArticles({ page: 1, pageSize: BLOG_PAGE_SIZE, ...filter })
  return Array.from({ length: Math.max(1, pagination.pageCount) }, (_, i) => listPagePath(basePath, i + 1))
}

/** The URLs of a blog list for prerendering: the blog's pages, or every author's or every category's. */
export async function listUrls({ kind }: { kind: 'blog' | 'author' | 'category' }): Promise<string[]> {
  const reader = getContentReader()
  if (kind === 'blog') return pagesOf(BLOG_PATH, {})
  if (kind === 'author') {
    const authors = await reader.listAuthors()
    return (await Promise.all(authors.map((author) => pagesOf(authorPath(author.slug), { author: author.slug })))).flat()
  }
  const categories = await reader.listCategories()
  return (await Promise.all(categories.map((category) => pagesOf(categoryPath(category.slug), { category: category.slug })))).flat()
}

/** Every published article's URL for prerendering. */
export async function articleUrls(): Promise<string[]> {
  const reader = getContentReader()
  const urls: string[] = []
  for (let page = 1; ; page += 1) {
    const { items, pagination } = await reader.listArticles({ page, pageSize: 100 })
    urls.push(...items.map((article) => articlePath(article.slug)))
    if (page >= pagination.pageCount) return urls
  }
}
