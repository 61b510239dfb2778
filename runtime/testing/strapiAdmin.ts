/** An admin's email and password (startStrapi creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD). */
export interface AdminCredentials {
  email: string
  password: string
}

type Json = Record<string, any>

/** What an editor does in the admin panel, through the admin API the panel itself calls (Strapi 5). */
export interface StrapiAdmin {
  /** The admin JWT from POST /admin/login. */
  token: string
  /** Any admin API call with the token: `request('GET', '/admin/webhooks')`. Throws unless the answer is 2xx. */
  request(method: string, path: string, body?: unknown): Promise<Json>
  /** The draft of a collection type's document, as the edit view loads it (relations as counts). */
  findDocument(uid: string, documentId: string): Promise<Json>
  /** Saves a draft (the edit view's Save): only the fields in `data` change. Fires `entry.update`. */
  updateDocument(uid: string, documentId: string, data: Json): Promise<Json>
  /** The edit view's Publish: saves `data` into the draft, then publishes the draft. Fires `entry.publish`. */
  publishDocument(uid: string, documentId: string, data?: Json): Promise<Json>
}

/** Logs in to a running Strapi's admin API (POST /admin/login). */
export async function loginAdmin(strapiUrl: string, credentials: AdminCredentials): Promise<StrapiAdmin> {
  const login = await fetch(`${strapiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  if (login.status !== 200) throw new Error(`POST /admin/login answered ${login.status}: ${await login.text()}`)
  const { data } = (await login.json()) as { data: { token?: string; accessToken?: string } }
  const token = data.token ?? data.accessToken
  if (!token) throw new Error('POST /admin/login answered without a token')

  const request = async (method: string, path: string, body?: unknown): Promise<Json> => {
    const response = await fetch(`${strapiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`)
    return text ? (JSON.parse(text) as Json) : {}
  }
  const document = (uid: string, documentId: string) => `/content-manager/collection-types/${uid}/${documentId}`

  return {
    token,
    request,
    findDocument: async (uid, documentId) => (await request('GET', document(uid, documentId))).data as Json,
    updateDocument: async (uid, documentId, data) => (await request('PUT', document(uid, documentId), data)).data as Json,
    publishDocument: async (uid, documentId, data = {}) => (await request('POST', `${document(uid, documentId)}/actions/publish`, data)).data as Json,
  }
}
