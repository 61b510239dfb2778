import type { ContentServiceError } from './ContentServiceError'
import { strapiRequest, type StrapiCallInit, type StrapiRequestConfig } from './strapiRequest'
import type { StrapiParams, StrapiVersion } from './types'

export interface StrapiClientOptions {
  /** Strapi's address without the API prefix, e.g. `http://127.0.0.1:1337` (STRAPI_URL). */
  url: string
  /** Strapi major version (STRAPI_VERSION); v3 has no API prefix and its own error shape. Default `v5`. */
  version?: StrapiVersion
  /** The REST API prefix, ignored for v3. Default `/api`. */
  prefix?: string
  /** A bearer token (STRAPI_TOKEN, or a function reading the current one); none when undefined or empty. */
  token?: string | (() => string | undefined)
  /** Milliseconds before a call is abandoned (STRAPI_TIMEOUT). Default 5000. */
  timeout?: number
  /** The fetch to use. Default the global fetch. */
  fetch?: typeof fetch
  /** The content service's error hook (`strapi:error`): fires with every failure except a caller's abort. */
  onError?: (error: ContentServiceError) => void
  /** Headers sent with every call. */
  headers?: Readonly<Record<string, string>>
  /**
   * The preview's secret (PREVIEW_SECRET), sent in `x-preview-secret` on draft reads only: Strapi serves drafts to
   * no one else (cms/src/middlewares/draft-reads.js). None when undefined or empty.
   */
  previewSecret?: string | undefined
}

/** A users-permissions user as Strapi returns it (fields beyond these are not shown: SPEC §3). */
export interface StrapiUser {
  id: number
  documentId?: string
  username: string
  email: string
  [field: string]: unknown
}

/** What login, register, reset-password and the provider callback return: SPEC §7 reads `jwt`. */
export interface StrapiAuthResponse {
  jwt: string
  user: StrapiUser
  /** With users-permissions' `jwtManagement: 'refresh'`: the session's refresh token, for `/auth/refresh`. */
  refreshToken?: string
}

/** What `/auth/refresh` returns: a new access token and the session's next refresh token (the old one is spent). */
export interface StrapiRefreshResponse {
  jwt: string
  refreshToken?: string
}

export interface StrapiCredentials {
  /** Email or username. */
  identifier: string
  password: string
}

export interface StrapiRegistration {
  username: string
  email: string
  password: string
  [field: string]: unknown
}

export interface StrapiPasswordReset {
  code: string
  password: string
  passwordConfirmation: string
}

export interface StrapiPasswordChange {
  currentPassword: string
  password: string
  passwordConfirmation: string
}

/** Every endpoint of SPEC §7. Failures reject with a ContentServiceError. */
export interface StrapiClient {
  /** Strapi's address, e.g. `http://127.0.0.1:1337`. */
  readonly url: string
  /** The base address of every call: url plus prefix unless v3. */
  readonly baseUrl: string
  readonly version: StrapiVersion
  fetchUser<T = StrapiUser>(params?: StrapiParams, init?: StrapiCallInit): Promise<T>
  login(credentials: StrapiCredentials, init?: StrapiCallInit): Promise<StrapiAuthResponse>
  register(registration: StrapiRegistration, init?: StrapiCallInit): Promise<StrapiAuthResponse>
  forgotPassword(data: { email: string }, init?: StrapiCallInit): Promise<unknown>
  resetPassword(data: StrapiPasswordReset, init?: StrapiCallInit): Promise<StrapiAuthResponse>
  changePassword(data: StrapiPasswordChange, init?: StrapiCallInit): Promise<unknown>
  sendEmailConfirmation(data: { email: string }, init?: StrapiCallInit): Promise<unknown>
  authCallback(provider: string, accessToken: string, init?: StrapiCallInit): Promise<StrapiAuthResponse>
  /** Session management (`jwtManagement: 'refresh'`): a new access token for a refresh token. */
  refreshSession(data: { refreshToken: string }, init?: StrapiCallInit): Promise<StrapiRefreshResponse>
  /** Session management: ends the session of `refreshToken`; init.token is its access token. */
  logout(data: { refreshToken?: string }, init?: StrapiCallInit): Promise<unknown>
  find<T = unknown>(collection: string, params?: StrapiParams, init?: StrapiCallInit): Promise<T>
  findOne<T = unknown>(collection: string, id: string | number, params?: StrapiParams, init?: StrapiCallInit): Promise<T>
  create<T = unknown>(collection: string, data: unknown, params?: StrapiParams, init?: StrapiCallInit): Promise<T>
  update<T = unknown>(collection: string, id: string | number, data: unknown, params?: StrapiParams, init?: StrapiCallInit): Promise<T>
  delete<T = unknown>(collection: string, id: string | number, params?: StrapiParams, init?: StrapiCallInit): Promise<T>
  /**
   * Where social login sends the browser (SPEC §7): `{strapi url}/connect/{provider}`, the strapi url being the base
   * address, since Strapi v4/v5 serve the route at `/api/connect/:provider` (v3 at `/connect/:provider`).
   */
  getProviderAuthenticationUrl(provider: string): string
}

/** Whether a read asks for drafts: Strapi 5's `status=draft`, v4's `publicationState=preview`. */
function readsDrafts(params: StrapiParams | undefined): boolean {
  return params?.status === 'draft' || params?.publicationState === 'preview'
}

function trimEnd(value: string): string {
  return value.replace(/\/+$/, '')
}

/** A Strapi REST client: SPEC §7's base address, query serialisation, 0 retries, errors (§8) and endpoints. */
export function createStrapiClient(options: StrapiClientOptions): StrapiClient {
  const url = trimEnd(options.url)
  const version = options.version ?? 'v5'
  const prefix = options.prefix ?? '/api'
  const baseUrl = version === 'v3' || prefix === '' ? url : `${url}/${prefix.replace(/^\/+|\/+$/g, '')}`
  const { token } = options
  const config: StrapiRequestConfig = {
    baseUrl,
    version,
    timeout: options.timeout ?? 5000,
    fetch: options.fetch ?? globalThis.fetch,
    token: typeof token === 'function' ? token : () => token,
    headers: options.headers ?? {},
    onError: options.onError,
  }
  // Strapi v4/v5 wrap entry bodies in {data}; v3 took the fields as the body.
  const entry = (data: unknown): unknown => (version === 'v3' ? data : { data })
  const segment = (value: string | number): string => encodeURIComponent(String(value))
  const post = <T>(path: string, body: unknown, init?: StrapiCallInit): Promise<T> =>
    strapiRequest<T>(config, path, { ...init, method: 'POST', body })
  const { previewSecret } = options
  // the secret stays off every other call, so that a log or proxy of published reads never sees it
  const read = <T>(path: string, params: StrapiParams | undefined, init?: StrapiCallInit): Promise<T> =>
    strapiRequest<T>(config, path, {
      ...init,
      params,
      ...(previewSecret && readsDrafts(params) ? { headers: { ...init?.headers, 'x-preview-secret': previewSecret } } : {}),
    })

  return {
    url,
    baseUrl,
    version,
    fetchUser: (params, init) => strapiRequest(config, 'users/me', { ...init, params }),
    login: (credentials, init) => post('auth/local', credentials, init),
    register: (registration, init) => post('auth/local/register', registration, init),
    forgotPassword: (data, init) => post('auth/forgot-password', data, init),
    resetPassword: (data, init) => post('auth/reset-password', data, init),
    changePassword: (data, init) => post('auth/change-password', data, init),
    sendEmailConfirmation: (data, init) => post('auth/send-email-confirmation', data, init),
    authCallback: (provider, accessToken, init) =>
      strapiRequest(config, `auth/${segment(provider)}/callback`, { ...init, params: { access_token: accessToken } }),
    refreshSession: (data, init) => post('auth/refresh', data, init),
    logout: (data, init) => post('auth/logout', data, init),
    find: (collection, params, init) => read(collection, params, init),
    findOne: (collection, id, params, init) => read(`${collection}/${segment(id)}`, params, init),
    create: (collection, data, params, init) =>
      strapiRequest(config, collection, { ...init, method: 'POST', params, body: entry(data) }),
    update: (collection, id, data, params, init) =>
      strapiRequest(config, `${collection}/${segment(id)}`, { ...init, method: 'PUT', params, body: entry(data) }),
    delete: (collection, id, params, init) =>
      strapiRequest(config, `${collection}/${segment(id)}`, { ...init, method: 'DELETE', params }),
    getProviderAuthenticationUrl: (provider) => `${baseUrl}/connect/${segment(provider)}`,
  }
}
