import { join, relative, resolve } from 'node:path'
import type { ContentSource } from './ContentSource'
import { filesError, InvalidQueryError } from './filesError'
import { isRecord } from './isRecord'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { loadContentPack, type ContentPack, type ContentTypeInfo, type PackEntry, type PackView } from './loadContentPack'
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

/**
 * What a read in `locale` sees (Strapi's `locale` parameter): the default locale's entries without one; a locale the
 * pack has no folder for has no entries of the localised types.
 */
function viewOf(pack: ContentPack, locale: unknown): PackView {
  if (locale === undefined || locale === DEFAULT_LOCALE) return pack
  const view = typeof locale === 'string' ? pack.locales.get(locale) : undefined
  if (view) return view
  const shared = <T>(entries: Map<string, T>, localized: (name: string) => boolean) => new Map([...entries].filter(([name]) => !localized(name)))
  const types = [...pack.types.values()]
  return {
    singles: shared(pack.singles, (name) => types.some((type) => type.singularName === name && type.localized)),
    collections: shared(pack.collections, (name) => pack.types.get(name)?.localized === true),
  }
}

/**
 * Replaces relations named by uid (`{ slug: 'ana' }`) with the related entries, as a populated read returns them:
 * the view's entry, else (a target with no translation in this locale) the default locale's.
 */
function populate(entry: PackEntry, type: ContentTypeInfo | undefined, pack: ContentPack, view: PackView, drafts: boolean): PackEntry {
  if (!type) return entry
  const populated: PackEntry = { ...entry }
  for (const [field, { target, many }] of Object.entries(type.relations)) {
    const value = entry[field]
    if (value === undefined || value === null) continue
    const uidField = pack.types.get(target)?.uidField
    const own = view.collections.get(target) ?? []
    const fallback = view === pack ? [] : (pack.collections.get(target) ?? []).filter((candidate) => !own.some((mine) => mine.documentId === candidate.documentId))
    const candidates = [...own, ...fallback].filter((candidate) => visible(candidate, drafts))
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
 * its filters (matchesFilters), sort, pagination with Strapi's meta, draft and published status, and `locale`
 * (Strapi's i18n: each locale reads its own entries of the localised types, with their `localizations`). Populate is
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
        const view = viewOf(loaded, params?.locale)
        const entries = loaded.collections.has(pluralName) ? (view.collections.get(pluralName) ?? []) : undefined
        if (!entries) throw notFound(url)
        const drafts = wantsDrafts(params)
        const type = loaded.types.get(pluralName)
        const matching = entries
          .filter((entry) => visible(entry, drafts))
          .map((entry) => populate(entry, type, loaded, view, drafts))
          .filter((entry) => matchesFilters(entry, params?.filters))
        const { items, pagination } = paginateEntries(sortEntries(matching, params?.sort), params?.pagination, maxPageSize)
        return { data: items, meta: { pagination } }
      })
    },
    findOne: (pluralName, id, params) => {
      const url = `files:${shownRoot}/collections/${pluralName}/${id}`
      return answer(url, (loaded) => {
        const drafts = wantsDrafts(params)
        const view = viewOf(loaded, params?.locale)
        const entry = view.collections
          .get(pluralName)
          ?.find((candidate) => visible(candidate, drafts) && (candidate.documentId === String(id) || String(candidate.id) === String(id)))
        if (!entry) throw notFound(url)
        return { data: populate(entry, loaded.types.get(pluralName), loaded, view, drafts), meta: {} }
      })
    },
    findSingle: (singularName, params) => {
      const url = `files:${shownRoot}/singles/${singularName}`
      return answer(url, (loaded) => {
        const drafts = wantsDrafts(params)
        const view = viewOf(loaded, params?.locale)
        const entry = view.singles.get(singularName)
        if (!entry || !visible(entry, drafts)) throw notFound(url)
        const type = [...loaded.types.values()].find((info) => info.singularName === singularName)
        return { data: populate(entry, type, loaded, view, drafts), meta: {} }
      })
    },
  }
}
