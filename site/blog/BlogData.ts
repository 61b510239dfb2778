import type { Media } from '../../runtime/generated/types'
import type { PageSeo } from '../seo/PageSeo'
import type { PageTranslation } from '../seo/pageTranslations'

/** An author or a category as a link needs it. */
export interface BlogRef {
  slug: string
  name: string
}

/** What a list card shows of an article: never its body, so a list's page data stays small. */
export interface ArticleCardData {
  slug: string
  title: string
  excerpt?: string | undefined
  cover?: Media | undefined
  publishedDate?: string | undefined
  author?: BlogRef | undefined
  categories: BlogRef[]
  /** In a search's results, the passage of the body that holds a searched word when the title and excerpt do not. */
  snippet?: string | undefined
}

/** Where a list is and how many pages it has. */
export interface BlogPagination {
  page: number
  pageCount: number
  /** The list's first page, e.g. `/blog/author/priya-raman`; later pages are `{basePath}/p/{n}`. */
  basePath: string
}

/** The page data of the three blog lists (SPEC §2: the blog, an author's articles, a category's). */
export interface BlogListData {
  kind: 'blog' | 'author' | 'category'
  heading: string
  /** A category's description or an author's role. */
  intro?: string | undefined
  /** An author's bio, rendered and sanitised on the server. */
  bioHtml?: string | undefined
  avatar?: Media | undefined
  /**
   * One page of the list's cards. Undefined in a first load's page data when there are any, whose HTML holds them
   * (site/pages/+onAfterRenderHtml): hydration keeps that HTML (ArticleGrid).
   */
  articles?: ArticleCardData[] | undefined
  pagination: BlogPagination
  seo: PageSeo
  /** The list in every locale it exists in: the language switcher's addresses. */
  translations: PageTranslation[]
}

/** The page data of an article (SPEC §2 `/blog/:slug`). */
export interface ArticleData {
  /** Undefined in a first load's page data, whose HTML holds the whole article (site/pages/+onAfterRenderHtml). */
  article?: (ArticleCardData & { author?: (BlogRef & { role?: string | undefined; avatar?: Media | undefined }) | undefined; updatedAt?: string | undefined }) | undefined
  /**
   * The markdown body, rendered and sanitised on the server (runtime/markdown). Undefined in a first load's page
   * data, whose HTML holds it (site/pages/+onAfterRenderHtml): hydration keeps that HTML (KeptHtml).
   */
  bodyHtml?: string | undefined
  seo: PageSeo
  /** The article in every locale it exists in: the language switcher's addresses. */
  translations: PageTranslation[]
}
