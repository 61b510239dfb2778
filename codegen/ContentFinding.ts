/**
 * One stored value a schema change would break: the entry holding it, the field, and why. `lost`: the new models
 * drop the value (Strapi drops a removed attribute's column on its next start); `invalid`: the new validators
 * reject the entry, so the site leaves it out and Strapi refuses to save it until someone edits it.
 */
export interface ContentFinding {
  /** Where the value is stored: `content/collections/pages/home.json`, or `Strapi page "home" (draft)`. */
  entry: string
  /** The field as an editor reads it (`sections[2].anchor`); empty for the whole entry. */
  path: string
  kind: 'lost' | 'invalid'
  /** What happens to it, in words. */
  reason: string
}

/** `['sections', 2, 'anchor']` → `sections[2].anchor`. */
export function readablePath(parts: readonly (string | number)[]): string {
  return parts.reduce<string>((text, part) => (typeof part === 'number' || /^\d+$/.test(part) ? `${text}[${part}]` : text ? `${text}.${part}` : part), '')
}

/**
 * One entry's findings without repeats: a value that is lost is not also reported as invalid (an unknown section
 * type, a field the schema no longer has), nor is anything inside it.
 */
export function withoutRepeats(findings: readonly ContentFinding[]): ContentFinding[] {
  const lost = findings.filter((f) => f.kind === 'lost')
  const covered = (f: ContentFinding) =>
    lost.some((l) => l.entry === f.entry && (l.path === '' || f.path === l.path || f.path.startsWith(`${l.path}.`) || f.path.startsWith(`${l.path}[`)))
  const seen = new Set<string>()
  return findings.filter((f) => {
    const key = JSON.stringify([f.entry, f.path, f.kind, f.reason])
    if (seen.has(key) || (f.kind === 'invalid' && covered(f))) return false
    seen.add(key)
    return true
  })
}
