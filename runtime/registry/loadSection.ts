import { lazy, type ComponentType } from 'react'
import { SectionLoadError } from './SectionLoadError'

type AnyComponent = ComponentType<any>
/** Loads one section component module. */
export type AnySectionLoader = () => Promise<{ default: AnyComponent }>
type SectionLoaders = Readonly<Record<string, AnySectionLoader>>

/**
 * The registry's loaders, once loaded. The browser loads them (their chunk holds every section's import and the
 * files each one needs) when a page first needs a section's code, so a page of static sections never does;
 * the server with its first page's sections.
 */
let loaders: SectionLoaders | undefined
let loadingLoaders: Promise<SectionLoaders> | undefined

/** The registry's loaders, loaded once; a load that failed (a chunk error) is tried again by the next call. */
function loadRegistry(): Promise<SectionLoaders> {
  if (loaders) return Promise.resolve(loaders)
  loadingLoaders ??= import('../generated/registry').then(
    (module) => (loaders = module.sectionLoaders as SectionLoaders),
    (error: unknown) => {
      loadingLoaders = undefined
      throw error
    },
  )
  return loadingLoaders
}

const ready = new Map<string, AnyComponent>()
const lazies = new Map<string, AnyComponent>()
/** Per section entry of the page being hydrated: a lazy component that waits before loading (deferSection). */
const deferred = new WeakMap<object, AnyComponent>()

/** Turns the failure of fetching a section's code (its chunk or the registry's) into a SectionLoadError. */
function loadFailed(uid: string): (error: unknown) => never {
  return (error) => {
    throw new SectionLoadError(uid, error)
  }
}

/**
 * The loader of a section uid; undefined for a uid the registry does not know. Before the browser has the registry,
 * a loader that gets it first, and fails for an unknown uid (the section's error boundary reports it). Code that
 * cannot be fetched fails with a SectionLoadError, which the boundary tells the visitor about.
 */
function loaderFor(uid: string): AnySectionLoader | undefined {
  if (loaders) {
    const load = Object.hasOwn(loaders, uid) ? loaders[uid] : undefined
    return load && (() => load().catch(loadFailed(uid)))
  }
  return () =>
    loadRegistry().then(
      (registry) => {
        if (!Object.hasOwn(registry, uid)) throw new Error(`no component is registered for ${uid}`)
        return registry[uid]!().catch(loadFailed(uid))
      },
      loadFailed(uid),
    )
}

/**
 * Loads the components of the given section uids ahead of rendering, so server rendering and hydration never
 * suspend on them. A component that fails to load is left to the lazy path, whose error boundary reports it.
 */
export async function preloadSections(uids: Iterable<string>): Promise<void> {
  const wanted = new Set(uids)
  if (wanted.size === 0) return
  // without the registry, each loader below gets it and fails for an unknown uid, for the error boundary
  await loadRegistry().catch(() => {})
  await Promise.all(
    [...wanted].map(async (uid) => {
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
 * Hydration: the section keeps its server HTML, and its code loads only once `until` resolves. React
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
