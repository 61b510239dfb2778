// The reshape boundary (DESIGN: sections never see raw CMS shapes). This is the only module that knows Strapi v4's
// `{ data: { id, attributes } }` envelopes; everything after it sees flat domain objects with id/documentId, the
// shape Strapi v5 already returns. A file from Strapi's upload plugin comes out with the fields the media schema
// declares and no more.

import mediaFormatSchema from '../../schemas/shared/media-format.schema.json'
import mediaSchema from '../../schemas/shared/media.schema.json'
import { dropUnsafeLinks, type UnsafeLink } from './dropUnsafeLinks'
import { isRecord } from './isRecord'
import type { ContentLogger } from './types'

/** A Strapi response as domain data: the entry (or entries) flattened, and the response's meta. */
export interface ReshapedResponse {
  data: unknown
  meta: Record<string, unknown>
}

/** Options of {@link reshape}. */
export interface ReshapeOptions {
  /** The content type read (`primary-navigation`, `page`), named with each link left out. */
  contentType?: string | undefined
  /** Where links left out are reported. Default `console`. */
  logger?: ContentLogger | undefined
  /** Links already reported. Default one Set for the process, so a cached entry read again is not reported again. */
  reported?: Set<string> | undefined
}

type JsonRecord = Record<string, unknown>

function hasOnlyKeys(value: JsonRecord, allowed: readonly string[]): boolean {
  return Object.keys(value).every((key) => allowed.includes(key))
}

/** A v4 entry: `{ id, attributes: {...} }` (media entries included). */
function isV4Entry(value: unknown): value is { id?: unknown; attributes: JsonRecord } {
  return isRecord(value) && isRecord(value.attributes) && hasOnlyKeys(value, ['id', 'attributes', 'meta'])
}

/**
 * A v4 relation or media field: `{ data: entry | entry[] | null }`. A v5 JSON field that happens to hold exactly
 * `{ data: [] }` or `{ data: null }` would be read as one too; no content type here has such a field.
 */
function isV4Envelope(value: unknown): value is { data: unknown } {
  if (!isRecord(value) || !('data' in value) || !hasOnlyKeys(value, ['data', 'meta'])) return false
  const { data } = value
  return data === null || isV4Entry(data) || (Array.isArray(data) && data.every(isV4Entry))
}

/** What content reads of an uploaded file, and of each of its formats: the media schemas' properties. */
const MEDIA_FIELDS = Object.keys(mediaSchema.properties)
const MEDIA_FORMAT_FIELDS = Object.keys(mediaFormatSchema.properties)

/**
 * A file from Strapi's upload plugin (v5 flat, or a v4 entry's attributes): its URL beside the hash, MIME type and
 * provider the plugin records. Nothing else in content has all four.
 */
function isUploadedFile(value: JsonRecord): boolean {
  return typeof value.url === 'string' && typeof value.hash === 'string' && typeof value.mime === 'string' && 'provider' in value
}

function pick(value: JsonRecord, fields: readonly string[]): JsonRecord {
  const picked: JsonRecord = {}
  for (const field of fields) if (value[field] !== undefined) picked[field] = value[field]
  return picked
}

/**
 * An uploaded file as the media schema describes it (url, alternativeText, width, height, mime, formats with url,
 * width and height). The rest of what Strapi sends (ids, name, hash, sizes, provider, timestamps …) no page reads,
 * and it would go to the browser with every page's data: a blog list's nine covers were 14 KB of its 15 KB.
 */
function toMedia(file: JsonRecord): JsonRecord {
  const media = pick(file, MEDIA_FIELDS)
  if (isRecord(file.formats)) {
    const formats: JsonRecord = {}
    for (const [name, format] of Object.entries(file.formats)) formats[name] = isRecord(format) ? pick(format, MEDIA_FORMAT_FIELDS) : format
    media.formats = formats
  }
  return media
}

function flatten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flatten)
  if (!isRecord(value)) return value
  if (isV4Envelope(value)) return flatten(value.data)
  if (isV4Entry(value)) {
    // a file's fields are plain values: picked from its attributes, nothing to flatten
    if (isUploadedFile(value.attributes)) return toMedia(value.attributes)
    const entry: JsonRecord = value.id === undefined ? {} : { id: value.id }
    for (const [key, child] of Object.entries(value.attributes)) entry[key] = flatten(child)
    return entry
  }
  if (isUploadedFile(value)) return toMedia(value)
  const copy: JsonRecord = {}
  for (const [key, child] of Object.entries(value)) copy[key] = flatten(child)
  return copy
}

const reportedInProcess = new Set<string>()

/** One structured line per link left out, as for a section left out: the entry, the field's pointer, the value. */
function reportUnsafeLink(entry: JsonRecord, link: UnsafeLink, options: ReshapeOptions): void {
  const { contentType, logger = console, reported = reportedInProcess } = options
  const { slug, documentId, id } = entry
  const key = JSON.stringify([contentType, slug, documentId, id, link.pointer, link.value])
  if (reported.has(key)) return
  if (reported.size > 1000) reported.clear()
  reported.add(key)
  const which = typeof slug === 'string' ? { slug, documentId } : { documentId, id }
  logger.warn(
    JSON.stringify({
      level: 'warn',
      msg: 'link left out',
      contentType,
      ...which,
      pointer: link.pointer,
      value: link.value.slice(0, 200),
      message: 'a link must be http, https, mailto, tel, ftp, a data image, a ./, ../ or / path or a #anchor (SPEC §5)',
    }),
  )
}

function withoutUnsafeLinks(data: unknown, options: ReshapeOptions): unknown {
  const safe = (entry: unknown) => (isRecord(entry) ? dropUnsafeLinks(entry, (link) => reportUnsafeLink(entry, link, options)) : entry)
  return Array.isArray(data) ? data.map(safe) : safe(data)
}

/**
 * Turns a raw Strapi response (v4 envelopes at any depth, v5 flat, or a bare v3 body) into domain data:
 * flat objects keeping `id` and `documentId`, relations and media inlined. Links the HTML sanitiser would refuse
 * (SPEC §5) are left out and reported once each (dropUnsafeLinks). Never mutates its input.
 */
export function reshape(response: unknown, options: ReshapeOptions = {}): ReshapedResponse {
  if (isRecord(response) && 'data' in response) {
    return {
      data: withoutUnsafeLinks(flatten(response.data), options),
      meta: isRecord(response.meta) ? (flatten(response.meta) as JsonRecord) : {},
    }
  }
  return { data: response === undefined ? null : withoutUnsafeLinks(flatten(response), options), meta: {} }
}
