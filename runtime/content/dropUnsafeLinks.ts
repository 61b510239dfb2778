import { Immer } from 'immer'
import mediaSchema from '../../schemas/shared/media.schema.json'
import { isSafeUrl } from '../markdown/isSafeUrl'
import { isRecord } from './isRecord'

/** A link left out of an entry. */
export interface UnsafeLink {
  /** Where it was in its entry, as a JSON pointer: `/navItem/1/externalLink`. */
  pointer: string
  /** The address refused. */
  value: string
}

type JsonRecord = Record<string, unknown>

/**
 * The link fields of content (schemas/): shared.link's externalLink (nav items, footer links, CTAs, buttons),
 * shared.social-network's link, and the url of shared.brand-link, shared.hreflang, brand-detail and
 * site-configuration. `link` also names shared.link objects; only a string is an address.
 */
const LINK_FIELDS = ['externalLink', 'link', 'url'] as const

// A media file's url is an asset for img and video, rewritten later (rewriteAssetUrls), not a link.
const MEDIA_FIELDS = new Set([...Object.keys(mediaSchema.properties), 'id', 'documentId'])

function isMedia(value: JsonRecord): boolean {
  return Object.keys(value).every((key) => MEDIA_FIELDS.has(key))
}

/** The first link field of `value` that holds an address SPEC §5 refuses; an empty one is no link at all. */
function unsafeField(value: JsonRecord): (typeof LINK_FIELDS)[number] | undefined {
  return LINK_FIELDS.find((field) => {
    const url = value[field]
    return typeof url === 'string' && url !== '' && !isSafeUrl(url) && !(field === 'url' && isMedia(value))
  })
}

/** Whether `value` holds a link SPEC §5 refuses anywhere: most entries hold none, and are returned as they are. */
function hasUnsafeLink(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasUnsafeLink)
  return isRecord(value) && (unsafeField(value) !== undefined || Object.values(value).some(hasUnsafeLink))
}

// Unfrozen, like every entry that had nothing to drop: frozen only after a drop would be a trap for its readers.
const { produce } = new Immer({ autoFreeze: false })

const escapeKey = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1')

/**
 * Takes the unsafe links out of `value`, a draft, and says whether `value` itself must go. The object holding an
 * unsafe link goes with it (a nav item, a CTA, a social network, an hreflang): without its address it would link
 * somewhere the editor did not choose. An entry (a related one has a documentId) stays and loses the field.
 */
function visit(value: unknown, pointer: string, onUnsafe: (link: UnsafeLink) => void, isEntry: boolean): boolean {
  if (Array.isArray(value)) {
    const kept = value.filter((item, index) => !visit(item, `${pointer}/${index}`, onUnsafe, false))
    if (kept.length !== value.length) value.splice(0, value.length, ...kept)
    return false
  }
  if (!isRecord(value)) return false
  const entry = isEntry || typeof value.documentId === 'string'
  for (let field = unsafeField(value); field !== undefined; field = unsafeField(value)) {
    onUnsafe({ pointer: `${pointer}/${field}`, value: value[field] as string })
    if (!entry) return true
    delete value[field]
  }
  for (const [key, child] of Object.entries(value)) if (visit(child, `${pointer}/${escapeKey(key)}`, onUnsafe, false)) delete value[key]
  return false
}

/**
 * SPEC §5's href rule ({@link isSafeUrl}, the sanitiser's own) for the link fields of one reshaped entry: a link
 * to anything but http, https, mailto, tel, ftp, a data image, a `./`, `../` or `/` path or a `#` anchor is
 * left out, with the object that holds it, and `onUnsafe` hears of each. Returns the entry without them, sharing
 * what it leaves unchanged; `entry` itself is never mutated.
 */
export function dropUnsafeLinks<T extends JsonRecord>(entry: T, onUnsafe: (link: UnsafeLink) => void): T {
  if (!hasUnsafeLink(entry)) return entry
  return produce(entry, (draft) => {
    visit(draft, '', onUnsafe, true)
  })
}
