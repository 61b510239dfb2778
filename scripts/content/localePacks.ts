import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { readPack, type Pack, type PackEntry, type PackIssue } from './readPack'

/**
 * One locale of `content/locales/<locale>/`, laid out like `content/` itself. Each entry there is a translation: the
 * entry of the same content type plus `locale` (its folder's name) and `localizationOf` (the key of the default-locale
 * entry it translates, or the single's name).
 */
export interface LocalePack {
  locale: string
  /** Where the locale's routes live: its language subtag, `/de` for de-DE. */
  prefix: string
  /** The locale's folder, relative to the root: issues about files under it are the locale's. */
  dir: string
  /**
   * The default pack with every translated entry replaced by its translation (without the two locale keys): inside a
   * locale, relations and internal links name the locale's entries, as Strapi's i18n connects them, and the default
   * entry where the locale has none.
   */
  pack: Pack
}

const LOCALE = /^[a-z]{2,3}-[A-Z]{2}$/

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const twinKey = (entry: Pick<PackEntry, 'kind' | 'typeName'>, key: string) => `${entry.kind}/${entry.typeName}/${key}`

/** Reads every locale under `content/locales/`, and what is wrong with their files as translations. */
export function readLocalePacks(root: string, base: Pack): { locales: LocalePack[]; issues: PackIssue[] } {
  const localesDir = join(root, 'content', 'locales')
  const locales: LocalePack[] = []
  const issues: PackIssue[] = []
  if (!existsSync(localesDir)) return { locales, issues }
  const defaults = new Set(base.entries.map((e) => twinKey(e, e.key)))

  for (const locale of readdirSync(localesDir).sort()) {
    const dir = join(localesDir, locale)
    if (!statSync(dir).isDirectory()) continue
    const file = relative(root, dir)
    if (!LOCALE.test(locale)) {
      issues.push({ file, pointer: '', message: 'a locale folder is named by its locale code, such as de-DE' })
      continue
    }
    const read = readPack(root, dir)
    issues.push(...read.issues)
    const translated = new Map<string, string>() // twin key -> file translating it
    const entries: PackEntry[] = []
    for (const entry of read.entries) {
      if (!isObject(entry.data)) {
        entries.push(entry) // the schema reports it
        continue
      }
      const { locale: entryLocale, localizationOf, ...data } = entry.data
      if (entryLocale !== locale) issues.push({ file: entry.file, pointer: '/locale', message: `must be '${locale}', the locale of its folder` })
      if (typeof localizationOf !== 'string' || !defaults.has(twinKey(entry, localizationOf))) {
        issues.push({ file: entry.file, pointer: '/localizationOf', message: `must name the ${entry.typeName} entry of content/ it translates` })
      } else if (entry.kind === 'singleType' && localizationOf !== entry.key) {
        issues.push({ file: entry.file, pointer: '/localizationOf', message: `must be '${entry.key}', the single it translates` })
      } else if (translated.has(twinKey(entry, localizationOf))) {
        issues.push({ file: entry.file, pointer: '/localizationOf', message: `'${localizationOf}' is translated by ${translated.get(twinKey(entry, localizationOf))} too` })
      } else {
        translated.set(twinKey(entry, localizationOf), entry.file)
      }
      entries.push({ ...entry, data })
    }
    const untranslated = base.entries.filter((e) => !translated.has(twinKey(e, e.key)))
    locales.push({
      locale,
      prefix: `/${locale.split('-')[0]}`,
      dir: file,
      pack: { ...base, entries: [...untranslated, ...entries], issues: [] },
    })
  }
  return { locales, issues }
}
