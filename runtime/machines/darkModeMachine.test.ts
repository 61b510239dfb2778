import { runInNewContext } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { darkModeBootScript } from './darkModeBootScript'
import { darkModeMachine, type StoredDarkMode } from './darkModeMachine'
import { cookieDocument, memoryStorage } from './testing/fakeBrowser'

let document: ReturnType<typeof cookieDocument>
let storage: Storage

function browser(cookies: Record<string, string> = {}, stored: Record<string, string> = {}) {
  document = cookieDocument(cookies)
  storage = memoryStorage(stored)
  vi.stubGlobal('document', document)
  vi.stubGlobal('localStorage', storage)
  vi.stubGlobal('location', { protocol: 'https:' })
}

beforeEach(() => browser())
afterEach(() => vi.unstubAllGlobals())

async function ready(dark?: boolean) {
  const actor = createActor(darkModeMachine, { input: dark === undefined ? {} : { dark } }).start()
  await waitFor(actor, (s) => s.matches('ready'))
  return actor
}

describe('darkModeMachine', () => {
  it('shows what the server rendered until the browser has been read', () => {
    expect(createActor(darkModeMachine, { input: { dark: true } }).getSnapshot().context.dark).toBe(true)
    expect(createActor(darkModeMachine, { input: {} }).getSnapshot().context.dark).toBe(false)
  })

  it.each([
    ['the dark-mode cookie is true', { 'dark-mode': 'true' }, {}],
    ['the stored preference is dark', {}, { 'dark-mode': 'dark' }],
    ['the stored preference is dark though the cookie is false', { 'dark-mode': 'false' }, { 'dark-mode': 'dark' }],
  ])('is on and adds the dark class when %s', async (_name, cookies, stored) => {
    browser(cookies, stored)
    const actor = await ready()
    expect(actor.getSnapshot().context.dark).toBe(true)
    expect(document.classes.has('dark')).toBe(true)
  })

  it.each([
    ['nothing is stored', {}, {}],
    ['the cookie is false and the stored preference light', { 'dark-mode': 'false' }, { 'dark-mode': 'light' }],
  ])('is off and removes the dark class when %s', async (_name, cookies, stored) => {
    browser(cookies, stored)
    document.classes.add('dark')
    const actor = await ready(true)
    expect(actor.getSnapshot().context.dark).toBe(false)
    expect(document.classes.has('dark')).toBe(false)
  })

  it('keeps what the server rendered when the browser cannot be read', async () => {
    const unreadable = fromPromise<StoredDarkMode>(async () => {
      throw new Error('SecurityError')
    })
    const actor = createActor(darkModeMachine.provide({ actors: { readStoredDarkMode: unreadable } }), { input: { dark: true } }).start()
    const snapshot = await waitFor(actor, (s) => s.matches('ready'))
    expect(snapshot.context.dark).toBe(true)
  })

  it('TOGGLE switches the class and persists the cookie and the stored preference', async () => {
    const actor = await ready()
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().context.dark).toBe(true)
    expect(document.classes.has('dark')).toBe(true)
    expect(document.written.at(-1)).toBe('dark-mode=true; path=/; max-age=31536000; SameSite=Lax; Secure')
    expect(storage.getItem('dark-mode')).toBe('dark')

    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().context.dark).toBe(false)
    expect(document.classes.has('dark')).toBe(false)
    expect(document.written.at(-1)).toBe('dark-mode=false; path=/; max-age=31536000; SameSite=Lax; Secure')
    expect(storage.getItem('dark-mode')).toBe('light')
  })

  it('a toggle before the browser has been read wins over the stored preference', async () => {
    browser({ 'dark-mode': 'true' })
    const actor = createActor(darkModeMachine, { input: { dark: true } }).start()
    actor.send({ type: 'TOGGLE' })
    const snapshot = await waitFor(actor, (s) => s.matches('ready'))
    expect(snapshot.context.dark).toBe(false)
    expect(document.classes.has('dark')).toBe(false)
    expect(document.cookie).toBe('dark-mode=false')
  })
})

describe('darkModeBootScript', () => {
  // runs the script as the browser would, in a fresh global with only what a page has at <head> time: the class the
  // server drew from the cookie, and storage
  function run(serverDark: boolean, stored: Record<string, string> = {}, cookie = '') {
    const page = cookieDocument()
    for (const pair of cookie.split('; ').filter(Boolean)) page.cookie = pair
    if (serverDark) page.documentElement.classList.toggle('dark', true)
    const sandbox: Record<string, unknown> = { document: page, localStorage: memoryStorage(stored) }
    sandbox.window = sandbox
    runInNewContext(darkModeBootScript(), sandbox)
    return page.classes.has('dark')
  }

  it('keeps the dark class the server drew from the cookie, and adds it for a stored dark preference', () => {
    expect(run(true)).toBe(true)
    expect(run(true, { 'dark-mode': 'light' })).toBe(true)
    expect(run(false, { 'dark-mode': 'dark' })).toBe(true)
  })

  it('leaves the page light otherwise', () => {
    expect(run(false)).toBe(false)
    expect(run(false, { 'dark-mode': 'light' })).toBe(false)
  })

  it('reads no cookie of its own: a value the server refused stays light', () => {
    expect(run(false, {}, 'dark-mode=true\u00a0')).toBe(false)
    expect(run(false, {}, 'dark-mode=true')).toBe(false)
  })

  it('still runs when storage is blocked', () => {
    const page = cookieDocument()
    page.documentElement.classList.toggle('dark', true)
    const blocked = { getItem: () => { throw new Error('SecurityError') } }
    const sandbox: Record<string, unknown> = { document: page, localStorage: blocked }
    sandbox.window = sandbox
    runInNewContext(darkModeBootScript(), sandbox)
    expect(page.classes.has('dark')).toBe(true)
  })
})
