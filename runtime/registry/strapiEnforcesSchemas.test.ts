import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStrapi, type RunningStrapi } from '../testing/startStrapi'
import { loginAdmin, type StrapiAdmin } from '../testing/strapiAdmin'
import { validateSections } from './validateSections'

// The site's generated validators run inside Strapi: what the site would drop is refused at save or publish, with
// the field's path and the rule in words, through the admin's API and the REST API alike.

const ADMIN = { email: 'rules@stratum.test', password: 'Rules-test-2026' }
const PAGE = 'api::page.page'
type Json = Record<string, any>

let strapi: RunningStrapi
let admin: StrapiAdmin
let apiToken: string
let page: { documentId: string; sections: Json[] }

beforeAll(async () => {
  strapi = await startStrapi({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } })
  admin = await loginAdmin(strapi.url, ADMIN)
  const token = await admin.request('POST', '/admin/api-tokens', { name: 'rules test', type: 'full-access', lifespan: null })
  apiToken = token.data.accessKey
  // a page of the test's own, so every section it sends back is one it knows in full
  const base = { __component: 'sections.faqs', heading: 'Questions', items: [{ question: 'Is it fast?', answer: 'Yes.' }] }
  const created = await fetch(`${strapi.url}/api/pages?status=published`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { slug: 'rules-page', title: 'Rules page', sections: [base] } }),
  }).then((r) => r.json())
  if (!created.data) throw new Error(`could not create the test page: ${JSON.stringify(created)}`)
  page = { documentId: created.data.documentId, sections: [base] }
})
afterAll(async () => {
  await strapi?.stop()
})

/** The admin's Save or Publish, answering with its status and Strapi's error. */
async function adminCall(method: 'PUT' | 'POST', path: string, body: unknown) {
  const response = await fetch(`${strapi.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Json }
}
const save = (data: Json) => adminCall('PUT', `/content-manager/collection-types/${PAGE}/${page.documentId}`, data)
const publish = (data: Json) => adminCall('POST', `/content-manager/collection-types/${PAGE}/${page.documentId}/actions/publish`, data)

/** A page's sections with one more at the end, as the edit view sends them. */
const withSection = (section: Json) => ({ sections: [...page.sections, section] })
const lastIndex = () => String(page.sections.length)

/** What the site does with the same section: validateSections leaves it out. */
function siteDrops(section: Json): boolean {
  return validateSections([section], { page: '/test', diagnostics: false }).length === 0
}

const VIOLATIONS: [string, Json, string[], RegExp][] = [
  ['pattern', { __component: 'sections.faqs', anchor: '2 plans!', items: [{ question: 'Q?', answer: 'A.' }] }, ['anchor'], /must look like "pricing-table"/],
  ['enum', { __component: 'sections.faqs', spacing: 'huge', items: [{ question: 'Q?', answer: 'A.' }] }, ['spacing'], /must be one of/],
  ['maxItems', { __component: 'sections.domain-search', heading: 'Find a domain', featuredTlds: Array.from({ length: 13 }, (_, i) => `t${i}`) }, ['featuredTlds'], /takes at most 12 items/],
  ['maxLength', { __component: 'sections.domain-search', heading: 'Find a domain', buttonLabel: 'x'.repeat(31) }, ['buttonLabel'], /must be at most 30 characters/],
  [
    'a link scheme',
    { __component: 'sections.billboard', heading: 'Hello', ctas: [{ label: 'Go', externalLink: 'javascript:alert(1)' }] },
    ['ctas', '0', 'externalLink'],
    /must look like "https:\/\/lumenhosting.example\/status"/,
  ],
]

describe('Strapi refuses what the site would drop', () => {
  it.each(VIOLATIONS)('refuses a draft save with a %s violation, naming the field and the rule, and keeps the stored draft', async (_rule, section, path, words) => {
    expect(siteDrops(section)).toBe(true)
    const { status, body } = await save(withSection(section))
    expect(status).toBe(400)
    expect(body.error.name).toBe('ValidationError')
    const error = body.error.details.errors.find((e: Json) => e.path.join('.') === ['sections', lastIndex(), ...path].join('.'))
    expect(error, JSON.stringify(body.error)).toBeDefined()
    expect(error.message).toMatch(words)
    const stored = await admin.findDocument(PAGE, page.documentId)
    expect(stored.sections).toHaveLength(page.sections.length)
  })

  it('saves an unfinished draft, but refuses to publish it until what is required is there', async () => {
    const unfinished = { __component: 'sections.faqs', heading: 'Questions', items: [] }
    expect(siteDrops(unfinished)).toBe(true)
    expect((await save(withSection(unfinished))).status).toBe(200)
    const refused = await publish(withSection(unfinished))
    expect(refused.status).toBe(400)
    expect(refused.body.error.details.errors.map((e: Json) => e.path.join('.'))).toContain(`sections.${lastIndex()}.items`)
    expect(refused.body.error.message).toMatch(/needs at least 1 item/)
    // the published page is what it was
    const published = await fetch(`${strapi.url}/api/pages?filters[slug][$eq]=rules-page&populate=sections`).then((r) => r.json())
    expect(published.data[0].sections).toHaveLength(page.sections.length)
  })

  it('saves and publishes content the site accepts', async () => {
    const good = { __component: 'sections.faqs', anchor: 'more-questions', heading: 'More questions', items: [{ question: 'Can I move later?', answer: 'Yes.' }] }
    expect(siteDrops(good)).toBe(false)
    const { status, body } = await publish(withSection(good))
    expect(status, JSON.stringify(body)).toBe(200)
    const published = await fetch(`${strapi.url}/api/pages?filters[slug][$eq]=rules-page&populate=sections`).then((r) => r.json())
    expect(published.data[0].sections.at(-1)).toMatchObject({ __component: 'sections.faqs', anchor: 'more-questions' })
  })

  it('refuses the same through the REST API: a required field left empty, on create', async () => {
    const response = await fetch(`${strapi.url}/api/pages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { slug: 'rules-test', title: '', sections: [] } }),
    })
    const body = (await response.json()) as Json
    expect(response.status).toBe(400)
    expect(body.error.details.errors).toContainEqual(expect.objectContaining({ path: ['title'], message: 'title must not be empty' }))
    const listed = await fetch(`${strapi.url}/api/pages?filters[slug][$eq]=rules-test`, { headers: { authorization: `Bearer ${apiToken}` } }).then((r) => r.json())
    expect(listed.data).toHaveLength(0)
  })

  it('refuses a REST update with a pattern violation in a section', async () => {
    const response = await fetch(`${strapi.url}/api/pages/${page.documentId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { sections: [{ __component: 'sections.faqs', anchor: 'no spaces allowed', items: [{ question: 'Q?', answer: 'A.' }] }] } }),
    })
    const body = (await response.json()) as Json
    expect(response.status).toBe(400)
    expect(body.error.details.errors).toContainEqual(expect.objectContaining({ path: ['sections', '0', 'anchor'] }))
  })
})
