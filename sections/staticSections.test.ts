import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { STATIC_SECTIONS } from '../runtime/generated/staticSections'

const here = fileURLToPath(new URL('.', import.meta.url))
/**
 * What only makes sense in a browser that runs the section's code; any hook but useId may hide state or effects.
 * Also allowed: Section reading SectionIndexContext, which only writes the section's index as an attribute for the
 * browser to find it by, and is absent where static sections are rendered (outside a SectionList); and the page's
 * locale and words (useSectionLocale, useSectionWords), which the server gives a static section it renders alone.
 */
const INTERACTIVE = /\buse(State|Effect|LayoutEffect|Reducer|SyncExternalStore|Machine|Actor|Ref)\b|\bon[A-Z][a-zA-Z]*=\{|\buse(?!Id\b|Context\(SectionIndexContext\)|SectionLocale\(|SectionWords\()[A-Z]\w*\(/

/** The page's locale and words: the one context module a static section may read (see INTERACTIVE). */
const PAGE_LANGUAGE = join(here, 'SectionWords.tsx')

/** A component's own source and that of the sibling components (sections/*.tsx) it imports, once each. */
function sourcesOf(folder: string): string[] {
  const own = readdirSync(join(here, folder)).filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
  const seen = new Set<string>()
  const queue = own.map((f) => join(here, folder, f))
  const sources: string[] = []
  while (queue.length) {
    const file = queue.shift()!
    if (seen.has(file) || file === PAGE_LANGUAGE) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    sources.push(source)
    for (const match of source.matchAll(/from '\.\.\/([A-Z][A-Za-z]*)'/g)) queue.push(join(here, `${match[1]}.tsx`))
  }
  return sources
}

// holds each schema's `"x-stratum": { "static": true }` to the truth of its component's code
describe('static sections', () => {
  it.each([...STATIC_SECTIONS])('%s uses no state, effects or event handlers, so showing its HTML as is loses nothing', (uid) => {
    const folder = uid.replace('sections.', '')
    for (const source of sourcesOf(folder)) expect(source).not.toMatch(INTERACTIVE)
  })

  it('allows the section index context and the page’s locale and words alone of all contexts', () => {
    expect('const index = useContext(SectionIndexContext)').not.toMatch(INTERACTIVE)
    expect('const locale = useSectionLocale()').not.toMatch(INTERACTIVE)
    expect('const words = useSectionWords().sectionText').not.toMatch(INTERACTIVE)
    expect('const theme = useContext(ThemeContext)').toMatch(INTERACTIVE)
  })

  it('leaves interactive sections to hydrate', () => {
    expect(STATIC_SECTIONS.has('sections.feature-filter')).toBe(false)
    expect(sourcesOf('feature-filter').join('\n')).toMatch(INTERACTIVE)
    // the provider's widget loads from an effect once consent is given (a hook of runtime/machines)
    expect(STATIC_SECTIONS.has('sections.reviews-third-party')).toBe(false)
    expect(sourcesOf('reviews-third-party').join('\n')).toMatch(INTERACTIVE)
  })
})
