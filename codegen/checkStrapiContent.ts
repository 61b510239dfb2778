import type { ValidateFunction } from 'ajv'
import { createRequire } from 'node:module'
import { readablePath, withoutRepeats, type ContentFinding } from './ContentFinding'
import { createAjv } from './createAjv'
import type { ModelChanges } from './diffStrapiModels'
import { findLostContent } from './findLostContent'
import { readStoredContent, type StoredEntry, type StrapiConnection } from './readStoredContent'
import type { StrapiModels } from './readStrapiModels'
import type { SchemaSet } from './types'
import { withoutNulls } from '../runtime/registry/withoutNulls'

/** The rules cms/src/validation/documentProblems.js judges a document by (its loadRules shape). */
interface Rules {
  sections: Map<string, { validate: ValidateFunction }>
  contentTypes: Map<string, { validate: ValidateFunction }>
  patterns: Map<string, object>
  withoutNulls: (value: unknown) => unknown
}
type DocumentProblems = (
  rules: Rules,
  uid: string,
  document: unknown,
  options: { publishing: boolean; dynamicZones: string[] },
) => { path: string[]; message: string }[]

/** What checking the running Strapi found, and how many entry versions it read. */
export interface StrapiContentCheck {
  findings: ContentFinding[]
  entries: number
}

/** The new schemas as rules: ajv compiles the same schemas the generated validators are made of. */
function rulesOf(set: SchemaSet): Rules {
  const ajv = createAjv(set)
  const rules: Rules = { sections: new Map(), contentTypes: new Map(), patterns: new Map(), withoutNulls }
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    if (typeof record.pattern === 'string' && !rules.patterns.has(record.pattern)) rules.patterns.set(record.pattern, record)
    for (const [key, child] of Object.entries(record)) if (key !== 'examples') visit(child)
  }
  for (const loaded of set.schemas) {
    visit(loaded.schema)
    const uid = (loaded.schema['x-strapi'] as { uid?: unknown } | undefined)?.uid
    const validate = ajv.getSchema(String(loaded.schema.$id))
    if (typeof uid !== 'string' || !validate) continue
    if (loaded.kind === 'sections') rules.sections.set(uid, { validate })
    if (loaded.kind === 'content') rules.contentTypes.set(uid, { validate })
  }
  return rules
}

function label(entry: StoredEntry, statuses: readonly string[]): string {
  const name = entry.name === undefined ? entry.type.singularName : `${entry.type.singularName} "${entry.name}"`
  return statuses.length > 0 ? `${name} (${statuses.join(' and ')})` : name
}

/**
 * Reads every entry of the running Strapi, drafts included, with the models it runs now (`old`), and lists what
 * the new models drop and what the new validators reject. The validators judge as Strapi will on the next save or
 * publish (cms/src/validation/documentProblems.js): a draft may lack what is required, a published version may not.
 */
export async function checkStrapiContent(
  connection: StrapiConnection,
  old: StrapiModels,
  next: StrapiModels,
  changes: ModelChanges,
  set: SchemaSet,
): Promise<StrapiContentCheck> {
  // Strapi's own judgement of a stored document, so this check and the admin's edit view say the same thing
  const { documentProblems } = createRequire(import.meta.url)('../cms/src/validation/documentProblems.js') as { documentProblems: DocumentProblems }
  const rules = rulesOf(set)
  const entries = await readStoredContent(connection, old)
  // the same finding in the draft and the published version of a document is listed once, naming both
  const merged = new Map<string, { entry: StoredEntry; statuses: string[]; finding: Omit<ContentFinding, 'entry'> }>()
  const add = (entry: StoredEntry, finding: Omit<ContentFinding, 'entry'>) => {
    const key = JSON.stringify([entry.type.uid, entry.name, finding.path, finding.kind, finding.reason])
    const seen = merged.get(key)
    if (seen && entry.status) seen.statuses.push(entry.status)
    else if (!seen) merged.set(key, { entry, statuses: entry.status ? [entry.status] : [], finding })
  }
  for (const entry of entries) {
    const removed = changes.removedContentTypes.get(entry.type.uid)
    if (removed) {
      add(entry, { path: '', kind: 'lost', reason: removed })
      continue
    }
    const own: ContentFinding[] = findLostContent(old, changes, entry.type.uid, entry.data).map((lost) => ({ entry: '', ...lost, kind: 'lost' }))
    const now = next.contentTypes.get(entry.type.uid)
    const dynamicZones = Object.entries(now?.attributes ?? {}).filter(([, a]) => a.type === 'dynamiczone').map(([name]) => name)
    for (const problem of documentProblems(rules, entry.type.uid, entry.data, { publishing: entry.status !== 'draft', dynamicZones })) {
      const path = readablePath(problem.path)
      const reason = problem.message.startsWith(`${path} `) ? problem.message.slice(path.length + 1) : problem.message
      own.push({ entry: '', path, kind: 'invalid', reason })
    }
    for (const { entry: _none, ...finding } of withoutRepeats(own)) add(entry, finding)
  }
  const findings = [...merged.values()].map(({ entry, statuses, finding }) => ({ entry: label(entry, statuses), ...finding }))
  return { findings, entries: entries.length }
}
