// runtime/content: the Strapi client, content sources (Strapi, files), the reshape boundary and the server cache.
// Server-side code (node:fs, node:crypto): the browser never talks to the content service (DESIGN).

export { ContentServiceError, isContentServiceError } from './ContentServiceError'
export type { ContentServiceErrorInit, ContentServiceErrorReason } from './ContentServiceError'
export { createStrapiClient } from './createStrapiClient'
export type {
  StrapiAuthResponse,
  StrapiClient,
  StrapiClientOptions,
  StrapiCredentials,
  StrapiPasswordChange,
  StrapiPasswordReset,
  StrapiRefreshResponse,
  StrapiRegistration,
  StrapiUser,
} from './createStrapiClient'
export type { StrapiCallInit } from './strapiRequest'

export { reshape } from './reshape'
export type { ReshapedResponse, ReshapeOptions } from './reshape'
export { rewriteAssetUrls } from './rewriteAssetUrls'
export type { AssetHosts } from './rewriteAssetUrls'
export { hasReferencePlaceholders, replacePlaceholders } from './replacePlaceholders'
export type { PlaceholderOptions } from './replacePlaceholders'

export type { ContentReadInit, ContentSource } from './ContentSource'
export { createStrapiSource } from './createStrapiSource'
export type { StrapiSourceOptions } from './createStrapiSource'
export { createFilesSource } from './createFilesSource'
export type { FilesSourceOptions } from './createFilesSource'
export { createContentReader } from './createContentReader'
export type { ContentReader, ContentReaderOptions, ListArticlesOptions, ReadOptions } from './ContentReader'

export { createContentCache } from './createContentCache'
export type { ContentCache, ContentCacheEntryInfo, ContentCacheKey, ContentCacheOptions, ContentCachePurgeFilter } from './createContentCache'
export { createPurgeHandler } from './createPurgeHandler'
export type { PurgeHandlerOptions } from './createPurgeHandler'

export type {
  Article,
  Author,
  BrandDetail,
  Category,
  ContentLogger,
  FooterNavigation,
  GroupDetail,
  Media,
  Page,
  Paginated,
  Pagination,
  PrimaryNavigation,
  QueryValue,
  Redirect,
  RedemptionPrice,
  ReferenceData,
  ReferenceLookup,
  ReferenceValue,
  SiteConfiguration,
  StrapiParams,
  StrapiVersion,
} from './types'
