import type { ContentSource } from './checkStoredContent'

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

function listing(sources: readonly ContentSource[]): string[] {
  const lines: string[] = []
  for (const source of sources) {
    const read = `${source.name}, ${plural(source.entries, 'entry', 'entries')} read`
    if (source.findings.length === 0) {
      lines.push(`${read}: nothing lost or broken`)
      continue
    }
    lines.push(`${read}:`)
    const byEntry = new Map<string, string[]>()
    for (const f of source.findings) {
      const list = byEntry.get(f.entry) ?? []
      list.push(`    ${f.kind.padEnd(7)}  ${f.path || '(the whole entry)'}: ${f.reason}`)
      byEntry.set(f.entry, list)
    }
    for (const [entry, found] of byEntry) lines.push(`  ${entry}`, ...found)
  }
  return lines
}

/**
 * What the content check says: one line when nothing is lost or broken; else each entry with the field, whether its
 * value is lost or invalid, and why, then what to do. `allowed` when --allow-content-loss lets codegen write anyway.
 */
export function describeStoredContent(sources: readonly ContentSource[], allowed: boolean): string {
  const count = sources.reduce((sum, s) => sum + s.findings.length, 0)
  if (count === 0) {
    const read = sources.map((s) => `${s.name}, ${plural(s.entries, 'entry', 'entries')}`).join('; ')
    return `codegen: stored content fits the new schemas: ${read || 'no content pack, no STRAPI_URL'}`
  }
  const pack = sources.some((s) => s.name.startsWith('content pack') && s.findings.length > 0)
  const kinds = new Set(sources.flatMap((s) => s.findings.map((f) => f.kind)))
  const lines = [
    allowed
      ? `codegen: --allow-content-loss: writing although ${plural(count, 'stored value')} will be lost or invalid:`
      : `codegen: the new schemas would lose or break ${plural(count, 'stored value')}; nothing written:`,
    ...listing(sources),
  ]
  if (kinds.has('lost')) lines.push('lost: the new models keep no place for it; Strapi drops a removed field\u2019s column or section\u2019s table when it starts with them.')
  if (kinds.has('invalid')) lines.push('invalid: the site leaves it out, and Strapi refuses the entry at its next save or publish until it is edited.')
  if (allowed) {
    if (pack) lines.push('The content pack still holds these values: edit content/ to match (validatePack fails until then).')
  } else {
    lines.push('Migrate or edit the content first (docs/schemas.md, "Migrating content through a schema change"), or run again with --allow-content-loss.')
  }
  return lines.join('\n')
}
