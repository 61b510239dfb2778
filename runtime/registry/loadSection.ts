import { lazy, type ComponentType } from 'react'
import { sectionLoaders } from '../generated/registry'

type AnyComponent = ComponentType<any>
/** Loads one section component module. */
export type AnySectionLoader = () => Promise<{ default: AnyComponent }>

const ready = new Map<string, AnyComponent>()
const lazies = new Map<string, AnyComponent>()
/** Per section entry of the page being hydrated: a lazy component that waits before loading (deferSection). */
const deferred = new WeakMap<object, AnyComponent>()

function loaderFor(uid: string): AnySectionLoader | undefined {
  return Object.hasOwn(sectionLoaders, uid) ? (sectionLoaders as Record<string, AnySectionLoader>)[uid] : undefined
}

/**
 * Loads the components of the given section uids ahead of rendering, so server rendering and hydration never
 * suspend on them. A component that fails to load is left to the lazy path, whose error boundary reports it.
 */
export async function preloadSections(uids: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(uids)].map(async (uid) => {
      if (ready.has(uid)) return
      const load = loaderFor(uid)
      if (!load) return
      try {
        ready.set(uid, (await load()).default)
      } catch {
        // left to the lazy path: the section's error boundary shows or hides it
      }
    }),
  )
}

/** The component of a section uid: the preloaded one, else a lazy one (one chunk per section type). */
export function getSectionComponent(uid: string): AnyComponent | undefined {
  const preloaded = ready.get(uid)
  if (preloaded) return preloaded
  let component = lazies.get(uid)
  if (!component) {
    const load = loaderFor(uid)
    if (!load) return undefined
    component = lazy(load)
    lazies.set(uid, component)
  }
  return component
}

/**
 * Hydration (issue 9): the section keeps its server HTML, and its code loads only once `until` resolves. React
 * leaves a Suspense boundary whose component has not loaded as the server rendered it, and hydrates it then.
 */
export function deferSection(entry: { uid: string }, until: Promise<unknown>): void {
  const load = loaderFor(entry.uid)
  if (load) deferred.set(entry, lazy(() => until.then(load)))
}

/** The waiting component deferSection made for this entry, if any. */
export function getDeferredSection(entry: object): AnyComponent | undefined {
  return deferred.get(entry)
}
