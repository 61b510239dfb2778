/**
 * A worked content migration: moves the values of one field of a section type into another, in the running Strapi
 * (through its REST API) and in the content pack, before the schema change that removes the old field.
 *
 *   STRAPI_URL=http://127.0.0.1:1337 STRAPI_API_TOKEN=... PREVIEW_SECRET=... \
 *     npx tsx scripts/migrations/renameSectionField.ts --section sections.faqs --from heading --to title [--pack] [--dry-run]
 *
 * Both fields must exist in Strapi's models when it runs (docs/schemas.md, "Migrating content through a schema change").
 * An item whose new field already holds something keeps both, and is listed; codegen's content check will name it.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { migratePackSections, migrateStrapiSections, type MigratedEntry, type SectionMigration } from './migrateSections'

function holds(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

/**
 * Moves `from` into `to`, in `from`'s place among the item's fields (a pack file's diff shows one line). Leaves an
 * item alone when `from` is empty, and when `to` already holds something (`onBoth` hears of it).
 */
export function renameField(from: string, to: string, onBoth: (item: Readonly<Record<string, unknown>>) => void = () => {}): SectionMigration {
  return (item) => {
    if (!holds(item[from])) return undefined
    if (holds(item[to])) {
      onBoth(item)
      return undefined
    }
    return Object.fromEntries(Object.entries(item).filter(([key]) => key !== to).map(([key, value]) => [key === from ? to : key, value]))
  }
}

function print(where: string, done: readonly MigratedEntry[], dryRun: boolean): void {
  console.log(`${where}: ${done.length} ${done.length === 1 ? 'entry' : 'entries'} ${dryRun ? 'to migrate' : 'migrated'}`)
  for (const { entry, paths, versions } of done) console.log(`  ${entry}${versions ? ` (${versions})` : ''}: ${paths.join(', ')}`)
  const left = done.filter((d) => d.publishedLeft)
  if (left.length > 0) console.log(`  their published versions differ from the drafts and keep the old values: publish ${left.map((d) => d.entry).join(', ')} to migrate them`)
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      section: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      pack: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      root: { type: 'string', default: fileURLToPath(new URL('../..', import.meta.url)) },
    },
  })
  const { section, from, to } = values
  if (!section || !from || !to) {
    console.error('usage: renameSectionField.ts --section <uid> --from <field> --to <field> [--pack] [--dry-run] [--root <dir>]')
    return 1
  }
  const root = resolve(values.root)
  const dryRun = values['dry-run']
  let both = 0
  const migrate = renameField(from, to, () => both++)
  const { STRAPI_URL: url, STRAPI_API_TOKEN: token, PREVIEW_SECRET: previewSecret } = process.env
  if (url && token) print(`Strapi at ${url}`, await migrateStrapiSections(root, { url, token, previewSecret }, section, migrate, { dryRun }), dryRun)
  else console.log('STRAPI_URL and STRAPI_API_TOKEN are not both set: Strapi left alone')
  if (values.pack) print('content pack', migratePackSections(root, section, migrate, { dryRun }), dryRun)
  if (both > 0) console.log(`${both} ${section} item(s) hold both ${from} and ${to}: left alone (codegen's content check names them)`)
  return 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await main()
