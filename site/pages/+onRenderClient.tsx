import { createElement, startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'

/**
 * Renders a page in the browser (https://vike.dev/onRenderClient), in place of vike-react's (issue 9): the first
 * load hydrates inside a transition, so React hydrates the page in slices of a few milliseconds and a phone's main
 * thread is never blocked for the whole page at once. A click or key press on the page before it has hydrated makes
 * React finish hydrating at once and then handle it. Client navigations render as before.
 *
 * What it keeps of vike-react's: the page inside its Layout and Wrapper, the page context for usePageContext and
 * useData, the onBeforeRenderClient and onAfterRenderClient hooks, the title, lang and description after a client
 * navigation, and an error thrown while rendering going to Vike, which then renders the error page.
 */
export async function onRenderClient(pageContext: PageContextClient): Promise<void> {
  await runHooks(pageContext.config.onBeforeRenderClient, pageContext)
  const { element, rendered, reject } = pageElement(pageContext)
  rejectRender = reject
  const container = document.getElementById('root')!
  // whether the server rendered the page: asked of the DOM, as reading innerHTML would serialise the whole page
  if (pageContext.isHydration && container.hasChildNodes()) {
    startTransition(() => {
      root = hydrateRoot(container, element, { onUncaughtError })
    })
  } else {
    root ??= createRoot(container, { onUncaughtError })
    root.render(element)
  }
  try {
    await rendered
  } finally {
    // a later navigation's render may have begun meanwhile: its own stays
    if (rejectRender === reject) rejectRender = undefined
  }
  if (!pageContext.isHydration) applyHead(pageContext)
  await runHooks(pageContext.config.onAfterRenderClient, pageContext)
}

let root: Root | undefined
/** Fails the render in progress: Vike then renders the error page. */
let rejectRender: ((error: unknown) => void) | undefined

/** Runs a cumulative hook setting's values: each function with the page context; plain values are taken as they are. */
async function runHooks(hooks: readonly unknown[] | undefined, pageContext: PageContextClient): Promise<void> {
  await Promise.all((hooks ?? []).map((hook) => (typeof hook === 'function' ? hook(pageContext) : hook)))
}

/** The page in its layouts and wrappers; `rendered` settles once React has committed it, or failed to. */
function pageElement(pageContext: PageContextClient): { element: ReactNode; rendered: Promise<void>; reject: (error: unknown) => void } {
  const { Page, config } = pageContext as PageContextClient & { Page?: ComponentType }
  let element: ReactNode = Page ? createElement(Page) : null
  for (const wrap of [...(config.Layout ?? []), ...(config.Wrapper ?? [])] as ComponentType<{ children: ReactNode }>[]) {
    element = createElement(wrap, null, element)
  }
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const rendered = new Promise<void>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  element = (
    <RenderCommitted onCommit={resolve}>
      <VikeReactProviderPageContext pageContext={pageContext}>{element}</VikeReactProviderPageContext>
    </RenderCommitted>
  )
  return { element: config.reactStrictMode === false ? element : <StrictMode>{element}</StrictMode>, rendered, reject }
}

function RenderCommitted({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit)
  return children
}

/** An error no boundary caught: logged once (Vike logs no error marked so) and the render in progress fails. */
function onUncaughtError(error: unknown, info: { componentStack?: string | undefined }): void {
  console.error(error, info.componentStack ?? '')
  if (error !== null && typeof error === 'object') Object.assign(error, { isAlreadyLogged: true })
  rejectRender?.(error)
}

type HeadValue = string | null | undefined | ((pageContext: PageContextClient) => string | null | undefined)

/** The next page's title (and og:title), lang and description, as the server renders them. */
function applyHead(pageContext: PageContextClient): void {
  const setting = (name: 'title' | 'lang' | 'description') => {
    const value = (pageContext.config as Record<string, HeadValue>)[name]
    return typeof value === 'function' ? value(pageContext) : value
  }
  const title = setting('title')
  if (title !== undefined) {
    document.title = title ?? ''
    setMeta('property', 'og:title', title)
  }
  const lang = setting('lang')
  if (lang !== undefined) document.documentElement.lang = lang || 'en'
  const description = setting('description')
  if (description !== undefined) {
    setMeta('name', 'description', description)
    setMeta('property', 'og:description', description)
  }
}

/** Sets a meta tag's content; an empty value removes the tag, as the server leaves it out. */
function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!content) return tag?.remove()
  if (!tag) {
    tag = document.createElement('meta')
    tag.setAttribute(attribute, key)
    document.head.append(tag)
  }
  tag.content = content
}
