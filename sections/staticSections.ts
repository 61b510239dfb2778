import type { SectionUid } from '../runtime/generated/types'

/**
 * Section types with no state, no effects and no event handlers: in production the server renders them to HTML
 * and the browser shows that HTML as is, never loading their code (issue 9: a page of static sections loads no
 * section chunk, and hydrates nothing of them). A type not listed hydrates as a component: the safe default for a
 * new section. staticSections.test.ts checks that each listed type's own files use no state, effects or handlers.
 */
export const STATIC_SECTIONS: ReadonlySet<SectionUid> = new Set<SectionUid>([
  'sections.billboard',
  'sections.brands',
  'sections.cards',
  'sections.divider',
  'sections.faqs',
  'sections.feature-list',
  'sections.integrations',
  'sections.juxtaposed-media',
  'sections.map',
  'sections.reviews-grid',
  'sections.reviews-single',
  'sections.reviews-user',
  'sections.stats',
  'sections.team',
  'sections.terms',
  'sections.text',
])
