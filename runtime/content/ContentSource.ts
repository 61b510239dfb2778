import type { StrapiParams, StrapiVersion } from './types'

/** Per-read options of a content source. */
export interface ContentReadInit {
  signal?: AbortSignal
  /** A visitor's token for this read (a signed-in read); the source's own token otherwise. */
  token?: string
}

/**
 * Where content comes from: Strapi over HTTP, or the files pack. Answers Strapi REST queries with raw Strapi
 * response shapes (`{ data, meta }`); `reshape` turns them into domain data.
 */
export interface ContentSource {
  /** Names the source in cache keys and logs, e.g. `strapi:http://127.0.0.1:1337/api`, `files:/srv/content`. */
  readonly id: string
  /** The query dialect and response shape the source speaks. */
  readonly version: StrapiVersion
  /** Where this source's uploads live (`{contentHost}/uploads/...`); undefined when they are served by the site. */
  readonly contentHost?: string | undefined
  /** The source of group-wide content (brand details, group details): this source itself when undefined. */
  readonly global?: ContentSource | undefined
  /** GET /{pluralName}: a collection. */
  find(pluralName: string, params?: StrapiParams, init?: ContentReadInit): Promise<unknown>
  /** GET /{pluralName}/{id}: one entry by documentId (v5) or id. */
  findOne(pluralName: string, id: string | number, params?: StrapiParams, init?: ContentReadInit): Promise<unknown>
  /** GET /{singularName}: a single type. */
  findSingle(singularName: string, params?: StrapiParams, init?: ContentReadInit): Promise<unknown>
}
