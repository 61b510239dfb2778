import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { AuthRequestError } from './authRequest'
import { sessionMachine, type RegisterOutcome, type RegistrationData, type SessionInput, type SessionUser } from './sessionMachine'
import { deferred } from './testing/fakeBrowser'

const alice: SessionUser = { id: 1, username: 'alice', email: 'alice@example.com' }
const bob: SessionUser = { id: 2, username: 'bob', email: 'bob@example.com' }
const invalidCredentials = new AuthRequestError({
  status: 400,
  name: 'ValidationError',
  message: 'Invalid identifier or password',
})

function ok<Input>() {
  return fromPromise<void, Input>(async () => undefined)
}
function fails<Input>(reason: unknown) {
  return fromPromise<void, Input>(async () => {
    throw reason
  })
}
function userLoader(...results: Array<SessionUser | Error>) {
  const calls = { count: 0 }
  const logic = fromPromise<SessionUser>(async () => {
    const result = results[Math.min(calls.count++, results.length - 1)]
    if (result === undefined || result instanceof Error) throw result ?? new Error('no user')
    return result
  })
  return { logic, calls }
}

function start(input: SessionInput, actors: Partial<Parameters<typeof sessionMachine.provide>[0]['actors']> = {}) {
  const machine = sessionMachine.provide({ actors: { login: ok(), register: fromPromise<RegisterOutcome, RegistrationData>(async () => undefined), resetPassword: ok(), logout: ok(), ...actors } })
  return createActor(machine, { input }).start()
}

describe('sessionMachine at start', () => {
  it('is signed in without a request when the server already loaded the user', () => {
    const loader = userLoader(bob)
    const actor = start({ user: alice }, { loadUser: loader.logic })
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(actor.getSnapshot().context).toMatchObject({ user: alice, authenticated: true, error: null })
    expect(loader.calls.count).toBe(0)
  })

  it('is anonymous without a request when the server saw no session cookie', () => {
    const loader = userLoader(alice)
    const actor = start({ authenticated: false }, { loadUser: loader.logic })
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(loader.calls.count).toBe(0)
  })

  it('loads the user when not already present', async () => {
    const loader = userLoader(alice)
    const actor = start({}, { loadUser: loader.logic })
    expect(actor.getSnapshot().value).toBe('restoring')
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'))
    expect(snapshot.context).toMatchObject({ user: alice, authenticated: true })
    expect(loader.calls.count).toBe(1)
  })

  it('clears the token and shows no error when the start-up load fails', async () => {
    const actor = start({ authenticated: true }, { loadUser: userLoader(new Error('401')).logic })
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'))
    expect(snapshot.context).toEqual({ user: null, authenticated: false, error: null, confirmationSentTo: null })
  })
})

describe.each([
  { type: 'LOGIN', actor: 'login', state: 'loggingIn', event: { type: 'LOGIN', credentials: { identifier: 'alice', password: 'pw' } } },
  { type: 'REGISTER', actor: 'register', state: 'registering', event: { type: 'REGISTER', data: { username: 'alice', email: 'alice@example.com', password: 'pw' } } },
  { type: 'RESET_PASSWORD', actor: 'resetPassword', state: 'resettingPassword', event: { type: 'RESET_PASSWORD', data: { code: 'c0de', password: 'pw', passwordConfirmation: 'pw' } } },
] as const)('sessionMachine $type', ({ actor: actorName, state, event }) => {
  it('clears the existing token and user first, sends the form data, then stores the token and loads the user', async () => {
    const seen: Array<{ input: unknown; authenticated: boolean; user: SessionUser | null }> = []
    const request = fromPromise<void, unknown>(async ({ input }) => {
      const { context } = actor.getSnapshot()
      seen.push({ input, authenticated: context.authenticated, user: context.user })
    })
    const loader = userLoader(alice)
    const actor = start({ user: bob }, { [actorName]: request, loadUser: loader.logic })
    actor.send(event)
    expect(actor.getSnapshot().value).toBe(state)
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'))
    const sent = 'credentials' in event ? event.credentials : event.data
    expect(seen).toEqual([{ input: sent, authenticated: false, user: null }])
    expect(snapshot.context).toEqual({ user: alice, authenticated: true, error: null, confirmationSentTo: null })
    expect(loader.calls.count).toBe(1)
  })

  it('is loading the user between the stored token and the signed-in state', async () => {
    const user = deferred<SessionUser>()
    const actor = start({ authenticated: false }, { loadUser: fromPromise(() => user.promise) })
    actor.send(event)
    const loading = await waitFor(actor, (s) => s.matches('loadingUser'))
    expect(loading.context.authenticated).toBe(true)
    user.resolve(alice)
    await waitFor(actor, (s) => s.matches('signedIn'))
  })

  it('lands in anonymous with the server error for the form when the request fails', async () => {
    const actor = start({ user: bob }, { [actorName]: fails(invalidCredentials) })
    actor.send(event)
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'))
    expect(snapshot.context).toEqual({
      user: null,
      authenticated: false,
      error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password' },
      confirmationSentTo: null,
    })
  })

  it('clears the stored token when the user cannot be loaded afterwards', async () => {
    const actor = start({ authenticated: false }, { loadUser: userLoader(new Error('Forbidden')).logic })
    actor.send(event)
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'))
    expect(snapshot.context).toMatchObject({ user: null, authenticated: false, error: { message: 'Forbidden' } })
  })

  it('clears the previous error when submitted again', async () => {
    const attempts = [invalidCredentials, null]
    const request = fromPromise<void, unknown>(async () => {
      const failure = attempts.shift()
      if (failure) throw failure
    })
    const actor = start({ authenticated: false }, { [actorName]: request, loadUser: userLoader(alice).logic })
    actor.send(event)
    await waitFor(actor, (s) => s.context.error !== null)
    actor.send(event)
    expect(actor.getSnapshot().context.error).toBeNull()
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'))
    expect(snapshot.context.error).toBeNull()
  })
})

describe('sessionMachine LOGOUT', () => {
  it('clears the token and the user', async () => {
    const actor = start({ user: alice })
    actor.send({ type: 'LOGOUT' })
    expect(actor.getSnapshot().value).toBe('loggingOut')
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'))
    expect(snapshot.context).toEqual({ user: null, authenticated: false, error: null, confirmationSentTo: null })
  })

  it('stays signed in with the error when the server could not clear the session', async () => {
    const actor = start({ user: alice }, { logout: fails(new TypeError('Failed to fetch')) })
    actor.send({ type: 'LOGOUT' })
    await waitFor(actor, (s) => s.context.error !== null)
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('signedIn')
    expect(snapshot.context).toMatchObject({
      user: alice,
      authenticated: true,
      error: { status: 0, name: 'UnknownError', message: 'Failed to fetch' },
    })
  })

  it('is ignored while anonymous', () => {
    const actor = start({ authenticated: false })
    actor.send({ type: 'LOGOUT' })
    expect(actor.getSnapshot().value).toBe('anonymous')
  })
})

describe('sessionMachine default actors (the site endpoints)', () => {
  afterEach(() => vi.unstubAllGlobals())

  function json(status: number, body: unknown) {
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }

  it('posts the credentials as JSON to /api/auth/login, then loads /api/auth/me, with same-origin credentials', async () => {
    const fetch = vi.fn(async (url: string, _init: RequestInit) => (url === '/api/auth/me' ? json(200, alice) : json(200, { ok: true })))
    vi.stubGlobal('fetch', fetch)
    const actor = createActor(sessionMachine, { input: { authenticated: false } }).start()
    actor.send({ type: 'LOGIN', credentials: { identifier: 'alice', password: 'pw' } })
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'))
    expect(snapshot.context.user).toEqual(alice)
    expect(fetch.mock.calls.map(([url, init]) => [url, init.method, init.credentials, init.body])).toEqual([
      ['/api/auth/login', 'POST', 'same-origin', JSON.stringify({ identifier: 'alice', password: 'pw' })],
      ['/api/auth/me', 'GET', 'same-origin', null],
    ])
  })

  it.each([
    ['register', '/api/auth/register', { type: 'REGISTER', data: { username: 'a', email: 'a@example.com', password: 'pw' } }],
    ['reset password', '/api/auth/reset-password', { type: 'RESET_PASSWORD', data: { code: 'c', password: 'p', passwordConfirmation: 'p' } }],
  ] as const)('posts %s to %s', async (_name, path, event) => {
    const fetch = vi.fn(async (url: string, _init: RequestInit) => (url === '/api/auth/me' ? json(200, alice) : json(200, {})))
    vi.stubGlobal('fetch', fetch)
    const actor = createActor(sessionMachine, { input: { authenticated: false } }).start()
    actor.send(event)
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(fetch.mock.calls[0]?.[0]).toBe(path)
    expect(fetch.mock.calls[0]?.[1].body).toBe(JSON.stringify(event.data))
  })

  it("puts the content service's error body in context.error", async () => {
    const body = { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password', details: {} } }
    vi.stubGlobal('fetch', vi.fn(async () => json(400, body)))
    const actor = createActor(sessionMachine, { input: { authenticated: false } }).start()
    actor.send({ type: 'LOGIN', credentials: { identifier: 'alice', password: 'wrong' } })
    const snapshot = await waitFor(actor, (s) => s.context.error !== null)
    expect(snapshot.value).toBe('anonymous')
    expect(snapshot.context.error).toEqual(body.error)
  })

  it('synthesises an error from the status when the body is not an error body', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' })))
    const actor = createActor(sessionMachine, { input: { authenticated: false } }).start()
    actor.send({ type: 'LOGIN', credentials: { identifier: 'alice', password: 'pw' } })
    const snapshot = await waitFor(actor, (s) => s.context.error !== null)
    expect(snapshot.context.error).toEqual({ status: 502, name: 'UnknownError', message: 'Bad Gateway' })
  })

  it('posts to /api/auth/logout on LOGOUT', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    const actor = createActor(sessionMachine, { input: { user: alice } }).start()
    actor.send({ type: 'LOGOUT' })
    await waitFor(actor, (s) => s.matches('anonymous'))
    expect(fetch.mock.calls.map(([url, init]) => [url, init.method])).toEqual([['/api/auth/logout', 'POST']])
  })

  it('treats a /api/auth/me answer without a user as a failed load', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, null)))
    const actor = createActor(sessionMachine, { input: {} }).start()
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'))
    expect(snapshot.context.authenticated).toBe(false)
  })
})
