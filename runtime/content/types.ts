// Shared types of runtime/content. Domain types come from the codegen (schemas/ are the single source of truth);
// this module only adds what the content service itself defines: versions, query parameters, pagination.

import type { DomainRedemptionPrice } from '../generated/types'

export type {
  Article,
  Author,
  BrandDetail,
  Category,
  DomainRedemptionPrice,
  FooterNavigation,
  GroupDetail,
  Media,
  Page,
  PrimaryNavigation,
  Redirect,
  ReferenceData,
  SiteConfiguration,
} from '../generated/types'

/** Strapi major version: decides the base address (v3 has no prefix), error shapes and query dialect. */
export type StrapiVersion = 'v3' | 'v4' | 'v5'

/** One value of a Strapi query: nested objects and arrays serialise qs-style with brackets. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | Date
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue }

/** Strapi query parameters: filters, populate, fields, pagination, sort, status, locale... */
export type StrapiParams = { readonly [key: string]: QueryValue }

/** Strapi's pagination meta, page-based. */
export interface Pagination {
  page: number
  pageSize: number
  pageCount: number
  total: number
}

/** A page of a collection, as a domain shape. */
export interface Paginated<T> {
  items: T[]
  pagination: Pagination
}

/** Where warnings go (stale content served, unknown placeholders): `console` by default. */
export interface ContentLogger {
  warn: (message: string, ...details: unknown[]) => void
}

/** One reference-data value: a plain value, or a price per currency code. */
export interface ReferenceValue {
  value?: string
  prices?: { readonly [currency: string]: number | undefined } | null
}

/** Reference data as a lookup: `lookup[group][key]`, the target of `{ref:group:key}` placeholders. */
export type ReferenceLookup = { [group: string]: { [key: string]: ReferenceValue } }

/** An entry of the optional `domain-redemption-prices` collection (schemas/content/domain-redemption-price.schema.json). */
export type RedemptionPrice = DomainRedemptionPrice
