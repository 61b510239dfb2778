// A page of sections for the browser test of SectionList: rendered on the server by the test, hydrated here.
import { useEffect, type ComponentType } from 'react'
import { SectionList } from '../SectionList'
import type { SectionEntry } from '../SectionEntry'

function Plain({ text }: { text: string }) {
  return <section data-testid="plain">{text}</section>
}
/** Renders on the server, throws while hydrating in the browser. */
function ThrowsInBrowser() {
  if (typeof window !== 'undefined') throw new Error('window-only failure')
  return <section data-testid="browser-thrower">server copy</section>
}
/** Throws after hydration, from an effect. */
function ThrowsInEffect() {
  useEffect(() => {
    throw new Error('effect failure')
  }, [])
  return <section data-testid="effect-thrower">effect copy</section>
}
/** Throws everywhere. */
function ThrowsAlways(): never {
  throw new Error('always failure')
}

export const components: Record<string, ComponentType<any>> = {
  'test.plain': Plain,
  'test.browser': ThrowsInBrowser,
  'test.effect': ThrowsInEffect,
  'test.always': ThrowsAlways,
}

export const sections: SectionEntry[] = [
  { status: 'ok', index: 0, uid: 'test.plain' as never, props: { text: 'first' } as never },
  { status: 'ok', index: 1, uid: 'test.browser' as never, props: {} as never },
  { status: 'ok', index: 2, uid: 'test.effect' as never, props: {} as never },
  { status: 'ok', index: 3, uid: 'test.always' as never, props: {} as never },
  { status: 'ok', index: 4, uid: 'test.plain' as never, props: { text: 'last' } as never },
]

export function App({ diagnostics }: { diagnostics: boolean }) {
  return <SectionList sections={sections} page="/test" diagnostics={diagnostics} resolve={(uid) => components[uid]} />
}
