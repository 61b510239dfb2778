import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { authRequest, toAuthError, type AuthError } from './authRequest'
import { AUTH_ENDPOINTS } from './constants'

// SPEC §4 Session. The JWT lives in an httpOnly cookie the site server sets and clears (DESIGN: mapping), so in the
// browser "the token" is `context.authenticated`: clearToken and storeToken record what the server did with the
// cookie. The login, register and reset-password endpoints replace the cookie in one response, change-password
// replaces it for the same user; logout clears it (and the server ends the session in the content service); a failed
// GET /api/auth/me clears it too. Hosts that do hold a token provide their own clearToken/storeToken.

/** The signed-in user as GET /api/auth/me returns it (the content service's /users/me; fields not shown). */
export interface SessionUser {
  id: number | string
  [field: string]: unknown
}

/** Body of POST /api/auth/login (Strapi /auth/local). */
export interface LoginCredentials {
  identifier: string
  password: string
  /** The bot check's answer, when the site asks for one. */
  botCheck?: string
}

/** Body of POST /api/auth/register (Strapi /auth/local/register); extra fields pass through. */
export interface RegistrationData {
  username: string
  email: string
  password: string
  [field: string]: unknown
}

/** What POST /api/auth/register answers that the machine reads: `confirmation: 'sent'` when no session started. */
export type RegisterOutcome = { confirmation?: unknown; user?: { email?: unknown } | null } | void

/** Body of POST /api/auth/reset-password (Strapi /auth/reset-password). */
export interface ResetPasswordData {
  code: string
  password: string
  passwordConfirmation: string
  botCheck?: string
}

/** Body of POST /api/auth/change-password (Strapi /auth/change-password). */
export interface ChangePasswordData {
  currentPassword: string
  password: string
  passwordConfirmation: string
  botCheck?: string
}

export interface SessionInput {
  /** The user the server already loaded for this page; when present the start-up load is skipped. */
  user?: SessionUser | null
  /** Whether the request carried a session cookie. `false` skips the start-up load; leave it out when unknown. */
  authenticated?: boolean
}

export interface SessionContext {
  user: SessionUser | null
  /** The browser's view of the token: true while the server holds a session cookie for us. */
  authenticated: boolean
  /** The last failure of a form action, for the form to show; cleared when the next one starts. */
  error: AuthError | null
  /**
   * The address a registration just sent a confirmation mail to: the account exists, but no session starts until the
   * visitor follows the mail's link and signs in (Strapi's email confirmation setting). Null otherwise.
   */
  confirmationSentTo: string | null
}

export type SessionEvent =
  | { type: 'LOGIN'; credentials: LoginCredentials }
  | { type: 'REGISTER'; data: RegistrationData }
  | { type: 'RESET_PASSWORD'; data: ResetPasswordData }
  | { type: 'CHANGE_PASSWORD'; data: ChangePasswordData }
  | { type: 'LOGOUT' }

const authEvents = {
  LOGIN: 'loggingIn',
  REGISTER: 'registering',
  RESET_PASSWORD: 'resettingPassword',
} as const

// SPEC §4: login, registration and password reset each clear any existing token first
const beforeAuth = ['clearError', 'clearToken', 'clearUser'] as const

const afterAuth = {
  onDone: { target: 'loadingUser', actions: 'storeToken' },
  onError: {
    target: 'anonymous',
    actions: { type: 'setError', params: ({ event }: { event: { error: unknown } }) => ({ reason: event.error }) },
  },
} as const

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    clearToken: assign({ authenticated: false }),
    storeToken: assign({ authenticated: true }),
    clearUser: assign({ user: null }),
    setUser: assign({ user: (_, params: { user: SessionUser }) => params.user }),
    clearError: assign({ error: null, confirmationSentTo: null }),
    setConfirmationSentTo: assign({ confirmationSentTo: (_, params: { email: string }) => params.email }),
    setError: assign({ error: (_, params: { reason: unknown }) => toAuthError(params.reason) }),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    sessionEnded: (_, params: { error: unknown }) => toAuthError(params.error).status === 401,
    mayHaveToken: ({ context }) => context.authenticated,
  },
  actors: {
    login: fromPromise<void, LoginCredentials>(async ({ input, signal }) => {
      await authRequest(AUTH_ENDPOINTS.login, { body: input, signal })
    }),
    // the server answers `confirmation: 'sent'` when the account waits for its address to be confirmed
    register: fromPromise<RegisterOutcome, RegistrationData>(async ({ input, signal }) => {
      return await authRequest(AUTH_ENDPOINTS.register, { body: input, signal })
    }),
    resetPassword: fromPromise<void, ResetPasswordData>(async ({ input, signal }) => {
      await authRequest(AUTH_ENDPOINTS.resetPassword, { body: input, signal })
    }),
    changePassword: fromPromise<void, ChangePasswordData>(async ({ input, signal }) => {
      await authRequest(AUTH_ENDPOINTS.changePassword, { body: input, signal })
    }),
    logout: fromPromise<void>(async ({ signal }) => {
      await authRequest(AUTH_ENDPOINTS.logout, { signal })
    }),
    loadUser: fromPromise<SessionUser>(async ({ signal }) => {
      const user = await authRequest<unknown>(AUTH_ENDPOINTS.me, { method: 'GET', signal })
      if (typeof user !== 'object' || user === null || !('id' in user)) {
        throw new Error(`${AUTH_ENDPOINTS.me} did not return a user`)
      }
      return user as SessionUser
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.user ?? null,
    // unknown at start means "maybe": the start-up load finds out
    authenticated: input.user ? true : (input.authenticated ?? true),
    error: null,
    confirmationSentTo: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      // SPEC §4: at start the user is loaded if not already present
      always: [
        { guard: 'hasUser', target: 'signedIn' },
        { guard: 'mayHaveToken', target: 'restoring' },
        { target: 'anonymous' },
      ],
    },
    restoring: {
      invoke: {
        src: 'loadUser',
        onDone: { target: 'signedIn', actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) } },
        // SPEC §4: a failed user load clears the token. At start that is simply an anonymous visitor: no error.
        onError: { target: 'anonymous', actions: ['clearToken', 'clearUser'] },
      },
    },
    anonymous: { on: authEvents },
    signedIn: { on: { ...authEvents, LOGOUT: 'loggingOut', CHANGE_PASSWORD: 'changingPassword' } },
    loggingIn: {
      entry: beforeAuth,
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN')
          return event.credentials
        },
        ...afterAuth,
      },
    },
    registering: {
      entry: beforeAuth,
      invoke: {
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'REGISTER')
          return event.data
        },
        ...afterAuth,
        onDone: [
          {
            guard: ({ event }) => event.output?.confirmation === 'sent',
            target: 'anonymous',
            actions: { type: 'setConfirmationSentTo', params: ({ event }) => ({ email: String(event.output?.user?.email ?? '') }) },
          },
          afterAuth.onDone,
        ],
      },
    },
    resettingPassword: {
      entry: beforeAuth,
      invoke: {
        src: 'resetPassword',
        input: ({ event }) => {
          assertEvent(event, 'RESET_PASSWORD')
          return event.data
        },
        ...afterAuth,
      },
    },
    loadingUser: {
      invoke: {
        src: 'loadUser',
        onDone: { target: 'signedIn', actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) } },
        // SPEC §4: a failed user load clears the token; after a form action the form shows why
        onError: {
          target: 'anonymous',
          actions: ['clearToken', 'clearUser', { type: 'setError', params: ({ event }) => ({ reason: event.error }) }],
        },
      },
    },
    changingPassword: {
      entry: 'clearError',
      invoke: {
        src: 'changePassword',
        input: ({ event }) => {
          assertEvent(event, 'CHANGE_PASSWORD')
          return event.data
        },
        // the server replaced the session (Strapi ended every other one): same user, new tokens
        onDone: { target: 'signedIn', actions: 'storeToken' },
        onError: [
          {
            // the session had already ended: SPEC §4, the token is cleared
            guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'anonymous',
            actions: ['clearToken', 'clearUser', { type: 'setError', params: ({ event }) => ({ reason: event.error }) }],
          },
          { target: 'signedIn', actions: { type: 'setError', params: ({ event }) => ({ reason: event.error }) } },
        ],
      },
    },
    loggingOut: {
      entry: 'clearError',
      invoke: {
        src: 'logout',
        // SPEC §4: logout clears both token and user
        onDone: { target: 'anonymous', actions: ['clearToken', 'clearUser'] },
        // the server still holds the cookie: claiming to be signed out would mislead on a shared computer
        onError: { target: 'signedIn', actions: { type: 'setError', params: ({ event }) => ({ reason: event.error }) } },
      },
    },
  },
})
