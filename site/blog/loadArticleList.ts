import type { PageContextServer } from 'vike/types'
import { renderBlogMarkdown } from './renderBlogMarkdown'
import { isPageInRange, parsePageNumber } from '../../runtime/routing'
import { format } from '../../runtime/i18n/format'
import { messagesFor } from '../i18n/messages'
import type { Author, Category } from '../../runtime/generated/types'
import { LOCALES, type Locale } from '../../runtime/i18n'
import { pageLocale } from '../i18n/pageLocale'
import { notFound } from '../routing/notFound'
import { buildPageSeo } from '../seo/buildPageSeo'
import { loadSiteSeo } from '../seo/loadSiteSeo'
import { localizationsOf, pageTranslations, type PageTranslation } from '../seo/pageTranslations'
import { getContentReader } from '../server/content'
import { visitorContentReader } from '../server/visitorCurrency'
import type { BlogListData } from './BlogData'
import { authorPath, BLOG_PATH, categoryPath, listPagePath } from './blogPaths'
import { toArticleCard } from './toArticleCard'

/** Articles per page of a blog list: a full three-column grid. */
export const BLOG_PAGE_SIZE = 9

/** Which list: the whole blog, one author's articles, or one category's. */
export type BlogListKind = { kind: 'blog' } | { kind: 'author'; slug: string } | { kind: 'category'; slug: string }

/**
 * The list in every locale it exists in: the blog in each, an author's or a category's where it is translated. A
 * later page only where that locale's list is as long: German has fewer articles than English.
 */
async function listTranslations(locale: Locale, page: number, entry: { kind: 'blog' } | { kind: 'author' | 'category'; found: Author | Category }): Promise<PageTranslation[]> {
  const own = entry.kind === 'blog' ? undefined : entry.found.slug
  const basePathOf = (slug: string | undefined) => (slug === undefined ? BLOG_PATH : entry.kind === 'author' ? authorPath(slug) : categoryPath(slug))
  const others: { locale: Locale; slug: string | undefined }[] =
    entry.kind === 'blog' ? LOCALES.filter((info) => info.code !== locale).map((info) => ({ locale: info.code, slug: undefined })) : localizationsOf(entry.found)
  const reaching = await Promise.all(
    others.map(async (other) => {
      if (page <= 1) return true
      const filter = other.slug === undefined ? {} : { [entry.kind]: other.slug }
      const { pagination } = await getContentReader({ locale: other.locale })
        .listArticles({ page: 1, pageSize: BLOG_PAGE_SIZE, ...filter })
        .catch(() => ({ pagination: { pageCount: 0 } }))
      return page <= pagination.pageCount
    }),
  )
  const path = (slug: string | undefined) => listPagePath(basePathOf(slug), page)
  return pageTranslations(
    locale,
    path(own),
    others.filter((_, index) => reaching[index]).map((other) => ({ locale: other.locale, path: path(other.slug) })),
  )
}

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

  const words = messagesFor(pageLocale(pageContext)).blog
  const locale = pageLocale(pageContext)
  const translations = await listTranslations(locale, page, author ? { kind: 'author', found: author } : category ? { kind: 'category', found: category } : { kind: 'blog' })
  const basePath = author ? authorPath(author.slug) : category ? categoryPath(category.slug) : BLOG_PATH
  const heading = author?.name ?? category?.name ?? words.blog
  const title = page > 1 ? format(words.titledPage, { title: heading, page }) : heading
  const description =
    category?.description ??
    (author ? format(author.role ? words.authorRoleDescription : words.authorDescription, { name: author.name, role: author.role ?? '' }) : words.description)
  const breadcrumbs = [
    { name: words.blog, path: BLOG_PATH },
    ...(author ? [{ name: author.name, path: basePath }] : []),
    ...(category ? [{ name: category.name, path: basePath }] : []),
    ...(page > 1 ? [{ name: format(words.page, { page }), path: listPagePath(basePath, page) }] : []),
  ]
  return {
    kind: list.kind,
    heading,
    ...(list.kind === 'blog' ? { intro: words.description } : {}),
    ...(category?.description ? { intro: category.description } : {}),
    ...(author?.role ? { intro: author.role } : {}),
    ...(author?.bio ? { bioHtml: renderBlogMarkdown(author.bio) } : {}),
    ...(author?.avatar?.url ? { avatar: author.avatar } : {}),
    articles: articles.items.map(toArticleCard),
    pagination: { page, pageCount: Math.max(1, pageCount), basePath },
    seo: buildPageSeo(site, {
      path: listPagePath(basePath, page),
      title,
      locale,
      translations,
      description,
      breadcrumbs,
      preview: draft,
      feed: true,
    }),
    translations,
  }
}
