import type { PageContextServer } from 'vike/types'
import { renderBlogMarkdown } from './renderBlogMarkdown'
import { absoluteUrl, blogPosting, canonicalUrl, hasJsonLdType, structuredDataItems } from '../../runtime/seo'
import { localePath } from '../../runtime/i18n'
import { pageLocale } from '../i18n/pageLocale'
import { notFound } from '../routing/notFound'
import { messagesFor } from '../i18n/messages'
import { buildPageSeo } from '../seo/buildPageSeo'
import { loadSiteSeo } from '../seo/loadSiteSeo'
import { entryLocale, localizedPaths, pageTranslations } from '../seo/pageTranslations'
import { visitorContentReader } from '../server/visitorCurrency'
import type { ArticleData } from './BlogData'
import { articlePath, authorPath, BLOG_PATH } from './blogPaths'
import { toArticleCard } from './toArticleCard'

/**
 * The data of an article page (SPEC §2 `/blog/:slug`): the article (a draft too in preview), its markdown body
 * rendered and sanitised here on the server, and its SEO with a BlogPosting unless content brings its own.
 */
export async function loadArticle(pageContext: PageContextServer): Promise<ArticleData> {
  const slug = pageContext.routeParams.slug!
  const draft = pageContext.draft === true
  const reader = await visitorContentReader(pageContext)
  const [article, site] = await Promise.all([reader.getArticle(slug, { preview: draft }), loadSiteSeo()])
  if (!article) throw notFound(pageContext)

  const locale = pageLocale(pageContext)
  const path = articlePath(article.slug)
  const translations = pageTranslations(locale, path, localizedPaths(article, articlePath))
  const url = canonicalUrl(localePath(path, locale), { siteUrl: site.url, trailingSlash: site.trailingSlash })
  const own = structuredDataItems(article.seo?.structuredData)
  const posting = hasJsonLdType(own, ['BlogPosting', 'Article', 'NewsArticle'])
    ? []
    : [
        blogPosting({
          headline: article.title,
          url,
          description: article.seo?.metaDescription ?? article.excerpt,
          image: absoluteUrl(article.seo?.metaImage?.url ?? article.cover?.url, site.url),
          datePublished: article.publishedDate,
          dateModified: article.updatedAt,
          author: article.author
            ? {
                name: article.author.name,
                url: canonicalUrl(localePath(authorPath(article.author.slug), entryLocale(article.author, locale)), { siteUrl: site.url, trailingSlash: site.trailingSlash }),
                jobTitle: article.author.role,
              }
            : undefined,
          publisher: { name: site.brandName, url: canonicalUrl(localePath('/', locale), { siteUrl: site.url }) },
          keywords: article.categories?.map((category) => category.name),
          inLanguage: locale,
        }),
      ]
  const card = toArticleCard(article)
  return {
    article: {
      ...card,
      ...(article.author
        ? { author: { slug: article.author.slug, name: article.author.name, ...(article.author.role ? { role: article.author.role } : {}), ...(article.author.avatar?.url ? { avatar: article.author.avatar } : {}) } }
        : {}),
      ...(article.updatedAt ? { updatedAt: article.updatedAt } : {}),
    },
    bodyHtml: renderBlogMarkdown(article.body),
    seo: buildPageSeo(site, {
      path,
      locale,
      translations,
      title: article.title,
      seo: article.seo,
      description: article.excerpt,
      image: article.cover,
      type: 'article',
      breadcrumbs: [
        { name: messagesFor(pageLocale(pageContext)).blog.blog, path: BLOG_PATH },
        { name: article.title, path },
      ],
      jsonLd: posting,
      preview: draft,
      feed: true,
      publishedTime: article.publishedDate,
    }),
    translations,
  }
}
