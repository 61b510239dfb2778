import { sectionValidators } from '../generated/validators/index'
import type { SectionUid } from '../generated/types'
import { reportSectionProblem } from './reportSectionProblem'
import type { SectionEntry, SectionProblem } from './SectionEntry'
import { withoutNulls } from './withoutNulls'

/** Options of validateSections. */
export interface ValidateSectionsOptions {
  /** The page's path, for log lines. */
  page: string
  /** Keep broken sections as diagnostics (development and preview) instead of leaving them out. */
  diagnostics: boolean
}

function isKnownUid(uid: string): uid is SectionUid {
  return Object.hasOwn(sectionValidators, uid)
}

function checkOne(raw: unknown): { uid: string; props?: unknown; problem?: SectionProblem } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { uid: '(none)', problem: { kind: 'invalid', pointer: '', message: 'a section must be an object' } }
  }
  const { __component: uid, ...props } = withoutNulls(raw) as Record<string, unknown>
  if (typeof uid !== 'string') return { uid: '(none)', problem: { kind: 'invalid', pointer: '/__component', message: 'a section needs its __component uid' } }
  if (!isKnownUid(uid)) return { uid, problem: { kind: 'unknown', pointer: '/__component', message: `no section type is registered for "${uid}"` } }
  const validate = sectionValidators[uid]
  if (validate(props)) return { uid, props }
  const first = validate.errors?.[0]
  const detail = first?.params && 'additionalProperty' in first.params ? ` (${String(first.params.additionalProperty)})` : ''
  return { uid, problem: { kind: 'invalid', pointer: first?.instancePath ?? '', message: `${first?.message ?? 'does not match its schema'}${detail}` } }
}

/**
 * Validates a page's raw sections (Strapi dynamic-zone items with `__component`) with the generated validators.
 * A section that is unknown or invalid is reported in one structured log line, then left out, or kept as a
 * diagnostic when `diagnostics` is on. Never throws: one bad section never breaks a page.
 */
export function validateSections(sections: readonly unknown[] | null | undefined, options: ValidateSectionsOptions): SectionEntry[] {
  const entries: SectionEntry[] = []
  ;(sections ?? []).forEach((raw, index) => {
    const { uid, props, problem } = checkOne(raw)
    if (!problem) {
      entries.push({ status: 'ok', index, uid: uid as SectionUid, props: props as never })
      return
    }
    reportSectionProblem({ page: options.page, index, uid }, problem)
    if (options.diagnostics) entries.push({ status: 'broken', index, uid, problem })
  })
  return entries
}
