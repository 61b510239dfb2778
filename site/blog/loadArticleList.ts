import type { PageContextServer } from 'vike/types'
import { renderBlogMarkdown } from './renderBlogMarkdown'
import { isPageInRange, parsePageNumber } from '../../runtime/routing'
import { notFound } from '../routing/notFound'
import { buildPageSeo } from '../seo/buildPageSeo'
import { loadSiteSeo } from '../seo/loadSiteSeo'
import { visitorContentReader } from '../server/visitorCurrency'
import type { BlogListData } from './BlogData'
import { authorPath, BLOG_PATH, categoryPath, listPagePath } from './blogPaths'
import { toArticleCard } from './toArticleCard'

/** Articles per page of a blog list: a full three-column grid. */
export const BLOG_PAGE_SIZE = 9

/** Which list: the whole blog, one author's articles, or one category's. */
export type BlogListKind = { kind: 'blog' } | { kind: 'author'; slug: string } | { kind: 'category'; slug: string }

const BLOG_DESCRIPTION = 'Guides, news and know-how on hosting, domains, email and keeping websites fast and safe.'

/**
 * The data of a blog list page (SPEC §2): one page of articles, newest first, through the shared content cache.
 * An unknown author or category, or a page past the last one, is a 404 `Page Not Found: {path}` (the route's
 * validation has already refused page numbers that are no positive integers).
 */
export async function loadArticleList(pageContext: PageContextServer, list: BlogListKind): Promise<BlogListData> {
  const page = parsePageNumber(pageContext.routeParams.pageNumber ?? '1')
  if (page === null) throw notFound(pageContext)
  const reader = await visitorContentReader(pageContext)
  const draft = pageContext.draft === true
  const [articles, site, author, category] = await Promise.all([
    reader.listArticles({
      page,
      pageSize: BLOG_PAGE_SIZE,
      preview: draft,
      ...(list.kind === 'author' ? { author: list.slug } : {}),
      ...(list.kind === 'category' ? { category: list.slug } : {}),
    }),
    loadSiteSeo(),
    list.kind === 'author' ? reader.getAuthor(list.slug) : undefined,
    list.kind === 'category' ? reader.getCategory(list.slug) : undefined,
  ])
  if (author === null || category === null) throw notFound(pageContext)
  const { pageCount } = articles.pagination
  if (!isPageInRange(page, pageCount)) throw notFound(pageContext)

  const basePath = author ? authorPath(author.slug) : category ? categoryPath(category.slug) : BLOG_PATH
  const heading = author?.name ?? category?.name ?? 'Blog'
  const titled = page > 1 ? `${heading} – page ${page}` : heading
  const description = category?.description ?? (author ? `Articles by ${author.name}${author.role ? `, ${author.role}` : ''}.` : BLOG_DESCRIPTION)
  const breadcrumbs = [
    { name: 'Blog', path: BLOG_PATH },
    ...(author ? [{ name: author.name, path: basePath }] : []),
    ...(category ? [{ name: category.name, path: basePath }] : []),
    ...(page > 1 ? [{ name: `Page ${page}`, path: listPagePath(basePath, page) }] : []),
  ]
  return {
    kind: list.kind,
    heading,
    ...(list.kind === 'blog' ? { intro: BLOG_DESCRIPTION } : {}),
    ...(category?.description ? { intro: category.description } : {}),
    ...(author?.role ? { intro: author.role } : {}),
    ...(author?.bio ? { bioHtml: renderBlogMarkdown(author.bio) } : {}),
    ...(author?.avatar?.url ? { avatar: author.avatar } : {}),
    articles: articles.items.map(toArticleCard),
    pagination: { page, pageCount: Math.max(1, pageCount), basePath },
    seo: buildPageSeo(site, {
      path: listPagePath(basePath, page),
      title: list.kind === 'blog' ? (page > 1 ? `Blog – page ${page}` : 'Blog') : titled,
      description,
      breadcrumbs,
      preview: draft,
      feed: true,
    }),
  }
}
