import { catalogue } from '../../runtime/generated/catalogue'
import { sectionMarkdownFields } from '../../runtime/generated/markdownFields'
import type { SectionPropsByType, SectionUid } from '../../runtime/generated/types'
import { renderMarkdown } from '../../runtime/markdown'
import { renderMarkdownFields } from '../../runtime/registry/renderMarkdownFields'

/** Props with their markdown fields rendered to sanitised HTML, as the server hands them to a component. */
export function prepared<U extends SectionUid>(uid: U, props: SectionPropsByType[U]): SectionPropsByType[U] {
  return renderMarkdownFields(props, sectionMarkdownFields[uid], (md) => renderMarkdown(md))
}

/** A section type's schema examples, raw (for the validator) and prepared (for the component). */
export function preparedExamples<U extends SectionUid>(uid: U): { raw: SectionPropsByType[U]; props: SectionPropsByType[U] }[] {
  const entry = catalogue.find((e) => e.uid === uid)
  if (!entry) throw new Error(`no catalogue entry for ${uid}`)
  return (entry.examples as SectionPropsByType[U][]).map((raw) => ({ raw, props: prepared(uid, raw) }))
}
