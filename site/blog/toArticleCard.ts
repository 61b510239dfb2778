import type { Article } from '../../runtime/generated/types'
import type { ArticleCardData } from './BlogData'

/** An article as a list card shows it: the body and SEO fields are left behind. */
export function toArticleCard(article: Article): ArticleCardData {
  return {
    slug: article.slug,
    title: article.title,
    ...(article.excerpt ? { excerpt: article.excerpt } : {}),
    ...(article.cover?.url ? { cover: article.cover } : {}),
    ...(article.publishedDate ? { publishedDate: article.publishedDate } : {}),
    ...(article.author ? { author: { slug: article.author.slug, name: article.author.name } } : {}),
    categories: (article.categories ?? []).map((category) => ({ slug: category.slug, name: category.name })),
  }
}
