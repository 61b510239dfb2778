import type { ContentCache } from './createContentCache'
import type {
  Article,
  Author,
  BrandDetail,
  Category,
  ContentLogger,
  FooterNavigation,
  GroupDetail,
  Page,
  Paginated,
  PrimaryNavigation,
  QueryValue,
  RedemptionPrice,
  Redirect,
  ReferenceLookup,
  SiteConfiguration,
} from './types'

export interface ContentReaderOptions {
  /** The brand this site is (BRAND): its brand details, and every other brand for the footer. */
  brand?: string | undefined
  /** The visitor's currency, an ISO 4217 code, for `$currency` and `{ref:...}` prices. Default `GBP`. */
  currency?: string | undefined
  /**
   * The locale read (Strapi i18n's `locale`) and prices are formatted in. Default the site's default locale. Pages,
   * articles, authors and categories a locale lacks are not found in it; the shell's content (navigation, footer,
   * brand details, site configuration) falls back to the default locale's.
   */
  locale?: string | undefined
  /** Populate trees by singular name: `populate` of runtime/generated/populate. A type without one gets `*`. */
  populate?: { readonly [singularName: string]: QueryValue } | undefined
  /** The server-side content cache; reads go straight to the source without it. */
  cache?: ContentCache | undefined
  /** Where the main source's uploads are served (ASSETS_URL). Default its content host. */
  assetsHost?: string | undefined
  /** Where the global source's uploads are served. Default the global content host. */
  globalAssetsHost?: string | undefined
  /** A visitor's token: reads carry it and never touch the shared cache. */
  token?: string | undefined
  /** Aborts reads that do not go through the shared cache (a shared read is not one caller's to cancel). */
  signal?: AbortSignal | undefined
  /** Where unknown placeholders and a bad currency are reported. Default `console`. */
  logger?: ContentLogger | undefined
}

export interface ReadOptions {
  /** Read drafts too (the preview middleware): Strapi 5 `status=draft`, v4 `publicationState=preview`. */
  preview?: boolean
}

export interface ListArticlesOptions extends ReadOptions {
  /** 1-based. Default 1. */
  page?: number
  /** Default 10. */
  pageSize?: number
  /** An author's slug. */
  author?: string | undefined
  /** A category's slug. */
  category?: string | undefined
  /** Words each article's title or excerpt must contain, in any order and case (the site's own docs search). */
  search?: string | undefined
}

/** The content reads of SPEC §7 and the blog, each returning domain shapes (reshaped, assets and placeholders done). */
export interface ContentReader {
  getPrimaryNavigation(): Promise<PrimaryNavigation | null>
  getFooterNavigation(): Promise<FooterNavigation | null>
  getBrandDetails(brand?: string): Promise<BrandDetail | null>
  getOtherBrands(brand?: string): Promise<BrandDetail[]>
  getGroupDetails(): Promise<GroupDetail | null>
  getPage(slug: string, options?: ReadOptions): Promise<Page | null>
  /** Every page, by slug (sitemap, prerender). */
  listPages(options?: ReadOptions): Promise<Page[]>
  listArticles(options?: ListArticlesOptions): Promise<Paginated<Article>>
  getArticle(slug: string, options?: ReadOptions): Promise<Article | null>
  getAuthor(slug: string): Promise<Author | null>
  getCategory(slug: string): Promise<Category | null>
  listAuthors(): Promise<Author[]>
  listCategories(): Promise<Category[]>
  getReferenceData(): Promise<ReferenceLookup>
  getSiteConfiguration(): Promise<SiteConfiguration | null>
  getRedemptionPricing(): Promise<RedemptionPrice[]>
  /** Editors' redirect rules; none when the content service has no such collection. */
  listRedirects(): Promise<Redirect[]>
}
