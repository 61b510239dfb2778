import { ContentServiceError } from '../runtime/content/ContentServiceError'
import { createStrapiClient, type StrapiClient } from '../runtime/content/createStrapiClient'
import type { QueryValue, StrapiParams } from '../runtime/content/types'
import type { StoredAttribute, StoredContentType, StrapiModels } from './readStrapiModels'
import { StoredContentError } from './StoredContentError'

/** How to reach the running Strapi whose content codegen checks. */
export interface StrapiConnection {
  /** Strapi's address without the API prefix (STRAPI_URL). */
  url: string
  /** An API token that may read every content type (STRAPI_API_TOKEN): full access or read-only. */
  token: string
  /** Strapi's PREVIEW_SECRET: cms/src/middlewares/draft-reads.js serves drafts only to a read that sends it. */
  previewSecret?: string | undefined
  /** Milliseconds before one read is abandoned. Default 30000. */
  timeout?: number
}

/** One version of one stored entry, as Strapi's REST API returns it (flat v5 shape, everything populated). */
export interface StoredEntry {
  type: StoredContentType
  /** `draft` or `published` for a type with drafts; undefined for one without. */
  status: 'draft' | 'published' | undefined
  /** The entry's uid field (its slug), else its documentId; undefined for a single type. */
  name: string | undefined
  data: Record<string, unknown>
}

type Populate = true | { populate?: PopulateTree; on?: PopulateTree }
type PopulateTree = { [name: string]: Populate }

const PAGE_SIZE = 100 // Strapi's maxLimit in cms/config/api.js

/**
 * Populates every component, dynamic-zone fragment, media field and relation of `attributes`, as deep as the models
 * go, as Strapi's own enforceSchemas reads a document: the stored entry, not what the site's populate trees ask for.
 */
function populateOf(models: StrapiModels, attributes: Readonly<Record<string, StoredAttribute>>, stack: readonly string[] = []): PopulateTree {
  const tree: PopulateTree = {}
  const component = (uid: string): Populate => {
    const owner = models.components.get(uid)
    if (!owner || stack.includes(uid)) return true
    const inner = populateOf(models, owner.attributes, [...stack, uid])
    // `{ populate: {} }` populates nothing inside a component: `true` takes all its own fields
    return Object.keys(inner).length > 0 ? { populate: inner } : true
  }
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'component' && attribute.component) tree[name] = component(attribute.component)
    else if (attribute.type === 'dynamiczone') tree[name] = { on: Object.fromEntries((attribute.components ?? []).map((uid) => [uid, component(uid)])) }
    else if (attribute.type === 'media' || (attribute.type === 'relation' && !String(attribute.target).startsWith('admin::'))) tree[name] = true
  }
  return tree
}

function explain(error: unknown, connection: StrapiConnection, type: StoredContentType, status: string | undefined): Error {
  if (!(error instanceof ContentServiceError)) return error as Error
  const strapi = `Strapi at ${connection.url}`
  const which = `${type.pluralName}${status ? ` (${status})` : ''}`
  if (error.reason === 'network' || error.reason === 'timeout') {
    return new StoredContentError(`${strapi} did not answer a read of ${which} (${error.message}): start it, or unset STRAPI_URL to check only the content pack`)
  }
  if (error.status === 401) return new StoredContentError(`${strapi} refused STRAPI_API_TOKEN (401): give an API token that may read every content type (Settings → API Tokens)`)
  if (error.status === 403 && status === 'draft') {
    const fix = connection.previewSecret ? 'PREVIEW_SECRET differs from Strapi’s' : 'set PREVIEW_SECRET to Strapi’s own'
    return new StoredContentError(`${strapi} refused to serve the drafts of ${type.pluralName} (403): ${fix} (cms/src/middlewares/draft-reads.js serves drafts only with it)`)
  }
  if (error.status === 403) return new StoredContentError(`STRAPI_API_TOKEN may not read ${which} from ${strapi} (403): use a full-access or read-only token`)
  if (error.status === 404) return new StoredContentError(`${strapi} has no route for ${type.uid} (404): it does not run the models in cms/src; restart it first`)
  return new StoredContentError(`reading ${which} from ${strapi} failed: ${error.message}`)
}

/** A read, once more when it failed without an answer: a keep-alive connection Strapi closed while idle fails once. */
async function find<T>(client: StrapiClient, route: string, params: StrapiParams): Promise<T> {
  try {
    return await client.find<T>(route, params)
  } catch (error) {
    if (error instanceof ContentServiceError && error.reason === 'network') return client.find<T>(route, params)
    throw error
  }
}

async function readVersions(client: StrapiClient, models: StrapiModels, type: StoredContentType, status: StoredEntry['status']) {
  const params = { ...(status ? { status } : {}), populate: populateOf(models, type.attributes) as QueryValue }
  if (type.kind === 'singleType') {
    try {
      const { data } = await find<{ data: Record<string, unknown> | null }>(client, type.singularName, params)
      return data ? [data] : []
    } catch (error) {
      if (error instanceof ContentServiceError && error.status === 404) return [] // never created
      throw error
    }
  }
  const entries: Record<string, unknown>[] = []
  for (let page = 1; ; page++) {
    const response = await find<{ data: Record<string, unknown>[]; meta?: { pagination?: { pageCount?: number } } }>(client, type.pluralName, {
      ...params,
      pagination: { page, pageSize: PAGE_SIZE },
    })
    entries.push(...response.data)
    if (page >= (response.meta?.pagination?.pageCount ?? 1)) return entries
  }
}

/**
 * Every entry of every content type in `models` (the models Strapi runs now) from Strapi's REST API: for a type
 * with drafts, the draft and the published version of each document, since either may hold what a change loses.
 */
export async function readStoredContent(connection: StrapiConnection, models: StrapiModels): Promise<StoredEntry[]> {
  const client = createStrapiClient({ url: connection.url, token: connection.token, previewSecret: connection.previewSecret, timeout: connection.timeout ?? 30_000 })
  const entries: StoredEntry[] = []
  for (const type of models.contentTypes.values()) {
    const uidField = Object.entries(type.attributes).find(([, a]) => a.type === 'uid')?.[0]
    for (const status of type.draftAndPublish ? (['draft', 'published'] as const) : [undefined]) {
      let versions: Record<string, unknown>[]
      try {
        versions = await readVersions(client, models, type, status)
      } catch (error) {
        throw explain(error, connection, type, status)
      }
      for (const data of versions) {
        const key = uidField ? data[uidField] : undefined
        const name = type.kind === 'singleType' ? undefined : typeof key === 'string' && key ? key : String(data.documentId)
        entries.push({ type, status, name, data })
      }
    }
  }
  return entries
}
