import { DEFAULT_LOCALE } from '../i18n/locales'
import type { ContentReader, ContentReaderOptions, ReadOptions } from './ContentReader'
import type { ContentReadInit, ContentSource } from './ContentSource'
import { isContentServiceError } from './ContentServiceError'
import { hasReferencePlaceholders, replacePlaceholders } from './replacePlaceholders'
import { searchArticles } from './searchArticles'
import { searchWords } from './searchWords'
import { reshape, type ReshapedResponse } from './reshape'
import { rewriteAssetUrls } from './rewriteAssetUrls'
import { toReferenceLookup } from './toReferenceLookup'
import type {
  Article,
  Author,
  BrandDetail,
  Category,
  FooterNavigation,
  GroupDetail,
  Page,
  Pagination,
  PrimaryNavigation,
  QueryValue,
  RedemptionPrice,
  Redirect,
  ReferenceLookup,
  SiteConfiguration,
  StrapiParams,
} from './types'

export type { ContentReader, ContentReaderOptions, ListArticlesOptions, ReadOptions } from './ContentReader'

/**
 * Models whose changes a read's populated response shows, for purging (createPurgeHandler). A page's sections may
 * relate to any model, so pages go on every purge.
 */
const SHOWS: Readonly<Record<string, readonly string[]>> = {
  page: ['page', '*'],
  article: ['article', 'author', 'category'],
  'primary-navigation': ['primary-navigation', 'page'],
  'footer-navigation': ['footer-navigation', 'page'],
}

const PAGE_SIZE_ALL = 100
const MAX_PAGES = 50
const CURRENCY_CODE = /^[A-Z]{3}$/

interface Read {
  source: ContentSource
  kind: 'find' | 'findSingle'
  path: string
  singularName: string
  params: StrapiParams
  /** A 404 means "none" (a single type not created yet, an optional collection), not a failure. */
  notFoundIsEmpty?: boolean
}

function positive(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`listArticles: ${name} must be a whole number from 1, got ${value}`)
  return value
}

function list(data: unknown): unknown[] {
  if (Array.isArray(data)) return data
  return data === null || data === undefined ? [] : [data]
}

function paginationOf(meta: Record<string, unknown>, fallback: Pagination): Pagination {
  const pagination = meta.pagination as Partial<Pagination> | undefined
  return typeof pagination?.total === 'number' ? { ...fallback, ...pagination } : fallback
}

/** Content reads over a source (Strapi or the files pack), through the cache when one is given. */
export function createContentReader(source: ContentSource, options: ContentReaderOptions = {}): ContentReader {
  if (source.version === 'v3') {
    throw new Error('createContentReader: content reads use Strapi v4/v5 queries; set STRAPI_VERSION to v4 or v5 (the v3 client still works for auth)')
  }
  const { cache, token, logger = console, locale = DEFAULT_LOCALE } = options
  const global = source.global ?? source
  const reported = new Set<string>()
  let currency = options.currency ?? 'GBP'
  if (!CURRENCY_CODE.test(currency)) {
    logger.warn(`content: currency ${JSON.stringify(currency)} is not an ISO 4217 code; using GBP`)
    currency = 'GBP'
  }

  const populateOf = (singularName: string): QueryValue => options.populate?.[singularName] ?? '*'
  // Strapi's i18n reads its default locale without the parameter; other locales ask for theirs
  const inLocale: StrapiParams = locale === DEFAULT_LOCALE ? {} : { locale }
  /** The shell's content (navigation, brand, site settings) in the default locale where a locale has none yet. */
  const orDefault = async <T>(read: (params: StrapiParams) => Promise<T>, missing: (value: T) => boolean): Promise<T> => {
    const found = await read(inLocale)
    return locale !== DEFAULT_LOCALE && missing(found) ? read({}) : found
  }
  const preview = (read: ReadOptions | undefined): StrapiParams =>
    !read?.preview ? {} : source.version === 'v4' ? { publicationState: 'preview' } : { status: 'draft' }

  const fetchShaped = async (read: Read): Promise<ReshapedResponse> => {
    const shared = cache !== undefined && token === undefined
    const init: ContentReadInit = {}
    if (token !== undefined) init.token = token
    if (options.signal && !shared) init.signal = options.signal
    const call = () =>
      (read.kind === 'findSingle' ? read.source.findSingle(read.path, read.params, init) : read.source.find(read.path, read.params, init)).catch(
        (error: unknown) => {
          if (read.notFoundIsEmpty && isContentServiceError(error, 404)) return { data: null, meta: {} }
          throw error
        },
      )
    const models = SHOWS[read.singularName] ?? [read.singularName]
    // a preview's drafts are read fresh: the editor's save and Strapi's purge webhook race, and the preview pane asks
    // again the moment the admin says the save is done
    const drafts = read.params.status === 'draft' || read.params.publicationState === 'preview'
    const raw = cache && !drafts
      ? await cache.read({ source: read.source.id, path: read.path, params: read.params, signedIn: token !== undefined, models }, call)
      : await call()
    return reshape(raw, { contentType: read.singularName, logger })
  }

  /** Every entry of a collection, page by page. */
  const fetchAll = async (read: Read): Promise<unknown[]> => {
    const items: unknown[] = []
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const { data, meta } = await fetchShaped({ ...read, params: { ...read.params, pagination: { page, pageSize: PAGE_SIZE_ALL } } })
      items.push(...list(data))
      const pageCount = (meta.pagination as Partial<Pagination> | undefined)?.pageCount
      if (typeof pageCount !== 'number' || page >= pageCount) break
    }
    return items
  }

  let referenceData: Promise<ReferenceLookup> | undefined
  const getReferenceData = (): Promise<ReferenceLookup> => {
    referenceData ??= fetchAll({ source, kind: 'find', path: 'reference-data', singularName: 'reference-datum', params: {} }).then(
      toReferenceLookup,
      (error: unknown) => {
        referenceData = undefined
        throw error
      },
    )
    return referenceData
  }

  /** Domain data as components see it: upload URLs on the assets host, placeholders replaced. */
  const present = async <T>(data: unknown, from: ContentSource): Promise<T> => {
    const isGlobal = from !== source
    const hosts = { contentHost: from.contentHost, assetsHost: isGlobal ? options.globalAssetsHost : options.assetsHost }
    const rewritten = rewriteAssetUrls(data, hosts)
    const reference = hasReferencePlaceholders(rewritten) ? await getReferenceData() : {}
    return replacePlaceholders(rewritten, { currency, reference, locale, logger, reported }) as T
  }

  const single = <T>(singularName: string, from: ContentSource = source): Promise<T | null> =>
    orDefault(
      async (localeParams) => {
        const params = { ...localeParams, populate: populateOf(singularName) }
        const { data } = await fetchShaped({ source: from, kind: 'findSingle', path: singularName, singularName, params, notFoundIsEmpty: true })
        return data === null || data === undefined ? null : present<T>(data, from)
      },
      (found) => found === null,
    )

  const first = async <T>(pluralName: string, singularName: string, params: StrapiParams, from: ContentSource = source): Promise<T | null> => {
    const read: Read = { source: from, kind: 'find', path: pluralName, singularName, params: { ...params, populate: populateOf(singularName) } }
    const [item] = list((await fetchShaped(read)).data)
    return item === undefined ? null : present<T>(item, from)
  }

  const all = async <T>(pluralName: string, singularName: string, params: StrapiParams, from: ContentSource = source, notFoundIsEmpty = false): Promise<T[]> => {
    const items = await fetchAll({ source: from, kind: 'find', path: pluralName, singularName, params: { ...params, populate: populateOf(singularName) }, notFoundIsEmpty })
    return present<T[]>(items, from)
  }

  const requireBrand = (brand: string | undefined, read: string): string => {
    if (!brand) throw new Error(`${read}: no brand given and none configured (set BRAND)`)
    return brand
  }
  const bySlug = (slug: string): StrapiParams => ({ filters: { slug: { $eq: slug } } })

  return {
    getPrimaryNavigation: () => single<PrimaryNavigation>('primary-navigation'),
    getFooterNavigation: () => single<FooterNavigation>('footer-navigation'),
    getBrandDetails: async (brand = options.brand) => {
      const filters = { brand: { $eq: requireBrand(brand, 'getBrandDetails') } }
      return orDefault((localeParams) => first<BrandDetail>('brand-details', 'brand-detail', { ...localeParams, filters }, global), (found) => found === null)
    },
    getOtherBrands: async (brand = options.brand) => {
      const filters = { excludeFromFooter: { $eq: false }, brand: { $ne: requireBrand(brand, 'getOtherBrands') } }
      return orDefault((localeParams) => all<BrandDetail>('brand-details', 'brand-detail', { ...localeParams, filters, sort: ['name:asc'] }, global), (found) => found.length === 0)
    },
    getGroupDetails: () => single<GroupDetail>('about-world-host-group', global),
    getPage: (slug, read) => first<Page>('pages', 'page', { ...inLocale, ...bySlug(slug), ...preview(read) }),
    listPages: (read) => all<Page>('pages', 'page', { ...inLocale, sort: ['slug:asc'], ...preview(read) }),
    listArticles: async (query = {}) => {
      const page = positive(query.page ?? 1, 'page')
      const pageSize = positive(query.pageSize ?? 10, 'pageSize')
      const filters: Record<string, QueryValue> = {}
      if (query.author) filters.author = { slug: { $eq: query.author } }
      if (query.category) filters.categories = { slug: { $eq: query.category } }
      const read = async (where: Record<string, QueryValue>, pagination: StrapiParams['pagination']) => {
        const params: StrapiParams = {
          ...(Object.keys(where).length > 0 ? { filters: where } : {}),
          sort: ['publishedDate:desc', 'id:desc'],
          pagination,
          populate: populateOf('article'),
          ...inLocale,
          ...preview(query),
        }
        const { data, meta } = await fetchShaped({ source, kind: 'find', path: 'articles', singularName: 'article', params })
        return { items: await present<Article[]>(Array.isArray(data) ? data : [], source), meta }
      }
      const words = searchWords(query.search ?? '')
      if (words.length === 0) {
        const { items, meta } = await read(filters, { page, pageSize })
        return { items, pagination: paginationOf(meta, { page, pageSize, pageCount: items.length > 0 ? 1 : 0, total: items.length }) }
      }
      return searchArticles(words, { filters, page, pageSize, read })
    },
    getArticle: (slug, read) => first<Article>('articles', 'article', { ...inLocale, ...bySlug(slug), ...preview(read) }),
    getAuthor: (slug) => first<Author>('authors', 'author', { ...inLocale, ...bySlug(slug) }),
    getCategory: (slug) => first<Category>('categories', 'category', { ...inLocale, ...bySlug(slug) }),
    listAuthors: () => all<Author>('authors', 'author', { ...inLocale, sort: ['name:asc'] }),
    listCategories: () => all<Category>('categories', 'category', { ...inLocale, sort: ['name:asc'] }),
    getReferenceData,
    getSiteConfiguration: () => single<SiteConfiguration>('site-configuration'),
    // Optional: a Strapi without the collection answers 404, which means "no redemption prices".
    getRedemptionPricing: () => all<RedemptionPrice>('domain-redemption-prices', 'domain-redemption-price', {}, source, true),
    // Optional as well: a Strapi from before the collection existed has no redirects.
    listRedirects: () => all<Redirect>('redirects', 'redirect', { sort: ['from:asc'] }, source, true),
  }
}
