import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { checkPackSchemas } from '../scripts/content/checkPackSchemas'
import { readPack, type PackIssue } from '../scripts/content/readPack'
import { readablePath, withoutRepeats, type ContentFinding } from './ContentFinding'
import type { ModelChanges } from './diffStrapiModels'
import { findLostContent } from './findLostContent'
import type { StrapiModels } from './readStrapiModels'

/** What checking the content pack found, and how many entries it read. */
export interface PackContentCheck {
  findings: ContentFinding[]
  entries: number
}

function pointerParts(pointer: string): string[] {
  return pointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
}

/** A problem validatePack's schema check reports, as a finding: the path names the field, not its parent. */
function toFinding(issue: PackIssue): ContentFinding {
  const parts = pointerParts(issue.pointer)
  let reason = issue.message
  if (issue.rule === 'section') {
    parts.pop() // the item, not its __component
    reason = `${issue.message.replace(/^unknown section/, 'a section of type')}, which no schema has`
  } else if (issue.rule === 'additionalProperties' && issue.property !== undefined) {
    parts.push(issue.property)
    reason = 'is not a field of the new schema'
  } else if (issue.rule === 'required' && issue.property !== undefined) {
    parts.push(issue.property)
    reason = 'is required'
  }
  return { entry: issue.file, path: readablePath(parts), kind: 'invalid', reason }
}

/**
 * The demo content pack in `content/` against the new schemas, with validatePack's own schema check (relations as
 * the pack writes them, sections by `__component`), plus the values the new Strapi models drop: the pack is what
 * Strapi is seeded with, in Strapi's shape, so the old models walk it as they walk a stored entry. Undefined
 * when `root` has no pack.
 */
export function checkPackContent(root: string, old: StrapiModels, changes: ModelChanges): PackContentCheck | undefined {
  if (!existsSync(join(root, 'content'))) return undefined
  const pack = readPack(root)
  const findings: ContentFinding[] = []
  for (const entry of pack.entries) {
    const oldType = [...old.contentTypes.values()].find(
      (t) => t.kind === entry.kind && (entry.kind === 'singleType' ? t.singularName : t.pluralName) === entry.typeName,
    )
    if (!oldType) continue
    const removed = changes.removedContentTypes.get(oldType.uid)
    if (removed) {
      findings.push({ entry: entry.file, path: '', kind: 'lost', reason: removed })
      continue
    }
    for (const { path, reason } of findLostContent(old, changes, oldType.uid, entry.data)) {
      findings.push({ entry: entry.file, path, kind: 'lost', reason })
    }
  }
  // an entry no content type claims, old or new, is validatePack's to report: no schema change put it there
  for (const issue of pack.issues) if (issue.rule === 'json') findings.push(toFinding(issue))
  findings.push(...checkPackSchemas(pack).issues.map(toFinding))
  return { findings: withoutRepeats(findings), entries: pack.entries.length }
}
