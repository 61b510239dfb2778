/**
 * Validates the demo content pack in `content/` against the JSON Schemas in `schemas/`.
 *
 *   npx tsx scripts/content/validatePack.ts [--root DIR]
 *
 * - every `singles/<singularName>.json` and `collections/<pluralName>/<key>.json` against its content-type schema;
 * - every dynamic-zone item against the section schema whose `x-strapi.uid` equals its `__component`;
 * - relations (named by the related entry's uid field, see content/README.md) must point at entries that exist;
 * - media fields must point at a file in `content/media/` and carry its true width, height and mime;
 * - a collection file is named after its uid field (`<group>-<key>` for reference data);
 * - every call to chat is a toggleChat link (checkChatLinks), and no script comes from a host that never resolves
 *   (checkScripts);
 * - every translation in `content/locales/<locale>/` names its locale and the entry it translates, and passes all of
 *   the above within its locale (localePacks).
 *
 * Prints `file pointer message` for each failure and exits 1 on any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkChatLinks } from './checkChatLinks'
import { checkLinks } from './checkLinks'
import { checkPackSchemas } from './checkPackSchemas'
import { checkPlaceholders } from './checkPlaceholders'
import { checkScripts } from './checkScripts'
import { imageInfo } from './imageInfo'
import { readLocalePacks } from './localePacks'
import { readPack, type Pack, type PackIssue } from './readPack'
import { webmInfo } from './webm'
import { isRecord } from '../../runtime/content/isRecord'

export type { PackIssue } from './readPack'

export function validatePack(root: string): PackIssue[] {
  const pack = readPack(root)
  const issues = checkPack(root, pack)
  // A locale is checked as the whole pack it makes with its translations; only its own files' problems are its.
  const { locales, issues: localeIssues } = readLocalePacks(root, pack)
  issues.push(...localeIssues)
  for (const locale of locales) {
    issues.push(...checkPack(root, locale.pack, locale.prefix).filter((issue) => issue.file.startsWith(locale.dir + sep)))
  }
  return issues
}

/** The checks of validatePack on one pack; internal links under `linkPrefix` lead to that pack's routes. */
function checkPack(root: string, pack: Pack, linkPrefix = ''): PackIssue[] {
  const mediaDir = join(root, 'content', 'media')
  const issues: PackIssue[] = [...pack.issues]
  const fail = (file: string, pointer: string, message: string) => issues.push({ file, pointer, message })
  const typeByUid = new Map(pack.types.map((t) => [t.uid, t]))
  const entries = pack.entries.flatMap(({ type, ...entry }) => (type ? [{ ...entry, type }] : []))

  // A collection file is named after its uid field (`<group>-<key>` for reference data), each uid once.
  const known = new Map<string, Set<string>>() // content-type uid -> uid values present
  for (const type of pack.types) if (type.kind === 'collectionType') known.set(type.uid, new Set())
  for (const { file, type, key, data } of entries) {
    if (type.kind !== 'collectionType' || !isRecord(data)) continue
    const present = known.get(type.uid) ?? new Set<string>()
    if (type.uidField) {
      const value = data[type.uidField]
      if (typeof value === 'string') {
        if (value !== key) fail(file, `/${type.uidField}`, `must equal the file name '${key}'`)
        if (present.has(value)) fail(file, `/${type.uidField}`, `duplicate ${type.uidField} '${value}'`)
        present.add(value)
      }
    } else if (typeof data.group === 'string' && typeof data.key === 'string') {
      const expected = `${data.group}-${data.key}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-')
      if (expected !== key) fail(file, '', `file name must be '${expected}.json'`)
    }
  }

  // Every entry against its content type, every section against its schema.
  const { issues: schemaIssues, relations, media } = checkPackSchemas(pack)
  issues.push(...schemaIssues)

  // Relations must point at entries that exist.
  for (const rec of relations) {
    const { file } = rec
    const target = rec.target ? typeByUid.get(rec.target) : undefined
    if (!target) {
      fail(file, rec.pointer, `relation to unknown content type '${rec.target ?? '?'}'`)
      continue
    }
    const field = target.uidField ?? 'slug'
    const present = known.get(target.uid) ?? new Set<string>()
    const refs = Array.isArray(rec.data) ? rec.data : [rec.data]
    refs.forEach((ref, i) => {
      if (!isRecord(ref) || typeof ref[field] !== 'string') return // reported by the schema
      if (!present.has(ref[field])) {
        const pointer = Array.isArray(rec.data) ? `${rec.pointer}/${i}` : rec.pointer
        fail(file, `${pointer}/${field}`, `no ${target.singularName} with ${field} '${ref[field]}'`)
      }
    })
  }

  // Media must exist and carry their true size and type.
  const mediaUsed = new Set<string>()
  for (const rec of media) {
    const { file } = rec
    if (!isRecord(rec.data) || typeof rec.data.url !== 'string') continue
    const { url, width, height, mime, alternativeText } = rec.data
    const match = /^\/uploads\/([A-Za-z0-9._-]+)$/.exec(url)
    if (!match?.[1]) {
      fail(file, `${rec.pointer}/url`, `must be /uploads/<file> of content/media`)
      continue
    }
    const path = join(mediaDir, match[1])
    mediaUsed.add(match[1])
    if (!existsSync(path)) {
      fail(file, `${rec.pointer}/url`, `content/media/${match[1]} does not exist`)
      continue
    }
    if (typeof alternativeText !== 'string' || alternativeText.trim().length < 3) {
      fail(file, `${rec.pointer}/alternativeText`, 'must describe the image')
    }
    // a juxtaposed-media section may hold a WebM video: its frame size is checked like an image's
    const info = imageInfo(path) ?? webmInfo(readFileSync(path))
    if (!info) {
      fail(file, `${rec.pointer}/url`, 'unrecognised image format')
      continue
    }
    if (width !== info.width) fail(file, `${rec.pointer}/width`, `must be ${info.width}, the file's true width`)
    if (height !== info.height) fail(file, `${rec.pointer}/height`, `must be ${info.height}, the file's true height`)
    if (mime !== info.mime) fail(file, `${rec.pointer}/mime`, `must be ${info.mime}`)
  }
  const mediaFiles = new Set(existsSync(mediaDir) ? readdirSync(mediaDir).filter((f) => !f.startsWith('.')) : [])
  const linkEntries = entries.map((e) => ({ file: e.file, type: e.type.kind === 'singleType' ? e.type.singularName : e.type.pluralName, data: e.data }))
  issues.push(...checkLinks(linkEntries, mediaFiles, linkPrefix))
  issues.push(...checkChatLinks(linkEntries))
  issues.push(...checkScripts(linkEntries))
  const siteConfig = pack.types.find((t) => t.singularName === 'site-configuration')
  const currencies = (siteConfig?.schema.properties?.defaultCurrency?.enum as string[] | undefined) ?? ['GBP']
  issues.push(...checkPlaceholders(linkEntries, currencies))
  if (existsSync(mediaDir)) {
    for (const name of readdirSync(mediaDir).sort()) {
      if (name.startsWith('.')) continue
      if (!mediaUsed.has(name)) fail(relative(root, join(mediaDir, name)), '', 'not used by any entry')
    }
  }
  return issues
}

function main(): void {
  const args = process.argv.slice(2)
  const rootFlag = args.indexOf('--root')
  const root = resolve(rootFlag >= 0 && args[rootFlag + 1] ? args[rootFlag + 1]! : join(fileURLToPath(import.meta.url), '../../..'))
  const issues = validatePack(root)
  for (const issue of issues) console.log(`${issue.file} ${issue.pointer || '/'} ${issue.message}`)
  if (issues.length > 0) {
    console.error(`content pack: ${issues.length} problem${issues.length === 1 ? '' : 's'}`)
    process.exit(1)
  }
  console.log('content pack: valid')
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
