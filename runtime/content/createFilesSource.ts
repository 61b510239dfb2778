import { join, relative, resolve } from 'node:path'
import type { ContentSource } from './ContentSource'
import { filesError, InvalidQueryError } from './filesError'
import { isRecord } from './isRecord'
import { loadContentPack, type ContentPack, type ContentTypeInfo, type PackEntry } from './loadContentPack'
import { matchesFilters } from './matchesFilters'
import { paginateEntries } from './paginateEntries'
import { sortEntries } from './sortEntries'
import type { StrapiParams } from './types'

export interface FilesSourceOptions {
  /** The content pack folder (content/README.md). Default `content`. */
  root?: string
  /** The content-type schemas, for relations, uid fields and defaults. Default `<root>/../schemas/content`. */
  schemas?: string
  /** Re-read the pack on every read, so edits show without a restart (development). Default false. */
  reload?: boolean
  /** The largest page size, as Strapi's `api.rest.maxLimit`. Default 100. */
  maxPageSize?: number
}

/** Strapi 5's `status=draft` (v4: `publicationState=preview`) shows drafts; by default only published entries. */
function wantsDrafts(params: StrapiParams | undefined): boolean {
  return params?.status === 'draft' || params?.publicationState === 'preview'
}

function visible(entry: PackEntry, drafts: boolean): boolean {
  return drafts || entry.publishedAt !== null
}

function refersTo(entry: PackEntry, reference: Record<string, unknown>, uidField: string | undefined): boolean {
  if (uidField && reference[uidField] !== undefined) return entry[uidField] === reference[uidField]
  if (reference.documentId !== undefined) return entry.documentId === reference.documentId
  return reference.id !== undefined && entry.id === reference.id
}

/** Replaces relations named by uid (`{ slug: 'ana' }`) with the related entries, as a populated read returns them. */
function populate(entry: PackEntry, type: ContentTypeInfo | undefined, pack: ContentPack, drafts: boolean): PackEntry {
  if (!type) return entry
  const populated: PackEntry = { ...entry }
  for (const [field, { target, many }] of Object.entries(type.relations)) {
    const value = entry[field]
    if (value === undefined || value === null) continue
    const uidField = pack.types.get(target)?.uidField
    const candidates = (pack.collections.get(target) ?? []).filter((candidate) => visible(candidate, drafts))
    const lookUp = (reference: unknown) =>
      isRecord(reference) ? candidates.find((candidate) => refersTo(candidate, reference, uidField)) : undefined
    populated[field] = many
      ? (Array.isArray(value) ? value : [value]).map(lookUp).filter((related) => related !== undefined)
      : (lookUp(value) ?? null)
  }
  return populated
}

/**
 * Content from the demo pack on disk (CONTENT_SOURCE=files), answering the Strapi 5 queries the reader makes:
 * its filters (matchesFilters), sort, pagination with Strapi's meta, draft and published status. Populate is
 * accepted and needs nothing: every relation in the pack is resolved from the other collections. Answers in
 * Strapi 5's flat shape; failures are ContentServiceErrors shaped as Strapi's.
 */
export function createFilesSource(options: FilesSourceOptions = {}): ContentSource {
  const root = resolve(options.root ?? 'content')
  const schemas = resolve(options.schemas ?? join(root, '..', 'schemas', 'content'))
  const maxPageSize = options.maxPageSize ?? 100
  const shownRoot = relative(process.cwd(), root) || '.'
  let loading: Promise<ContentPack> | undefined

  const pack = (): Promise<ContentPack> => {
    if (!loading || options.reload) {
      const attempt = loadContentPack(root, schemas)
      loading = attempt
      // A failed load is retried by the next read.
      attempt.catch(() => {
        if (loading === attempt) loading = undefined
      })
    }
    return loading
  }

  const answer = async (url: string, run: (pack: ContentPack) => unknown): Promise<unknown> => {
    const loaded = await pack()
    try {
      return structuredClone(run(loaded))
    } catch (error) {
      if (error instanceof InvalidQueryError) throw filesError(400, 'ValidationError', error.message, url)
      throw error
    }
  }
  const notFound = (url: string) => filesError(404, 'NotFoundError', 'Not Found', url)

  return {
    id: `files:${root}`,
    version: 'v5',
    find: (pluralName, params) => {
      const url = `files:${shownRoot}/collections/${pluralName}`
      return answer(url, (loaded) => {
        const entries = loaded.collections.get(pluralName)
        if (!entries) throw notFound(url)
        const drafts = wantsDrafts(params)
        const type = loaded.types.get(pluralName)
        const matching = entries
          .filter((entry) => visible(entry, drafts))
          .map((entry) => populate(entry, type, loaded, drafts))
          .filter((entry) => matchesFilters(entry, params?.filters))
        const { items, pagination } = paginateEntries(sortEntries(matching, params?.sort), params?.pagination, maxPageSize)
        return { data: items, meta: { pagination } }
      })
    },
    findOne: (pluralName, id, params) => {
      const url = `files:${shownRoot}/collections/${pluralName}/${id}`
      return answer(url, (loaded) => {
        const drafts = wantsDrafts(params)
        const entry = loaded.collections
          .get(pluralName)
          ?.find((candidate) => visible(candidate, drafts) && (candidate.documentId === String(id) || String(candidate.id) === String(id)))
        if (!entry) throw notFound(url)
        return { data: populate(entry, loaded.types.get(pluralName), loaded, drafts), meta: {} }
      })
    },
    findSingle: (singularName, params) => {
      const url = `files:${shownRoot}/singles/${singularName}`
      return answer(url, (loaded) => {
        const drafts = wantsDrafts(params)
        const entry = loaded.singles.get(singularName)
        if (!entry || !visible(entry, drafts)) throw notFound(url)
        const type = [...loaded.types.values()].find((info) => info.singularName === singularName)
        return { data: populate(entry, type, loaded, drafts), meta: {} }
      })
    },
  }
}
