// `npm run test:instances`: the deployment of compose.yaml on loopback ports, with Debian's servers. PostgreSQL,
// Redis, Strapi, three site instances started as the site's Dockerfile and deploy/site.env say, and nginx with the
// deployment's server block. It publishes edits through Strapi's admin API and checks that every instance serves
// them within a second; then stops an instance, then Redis, and checks the site keeps answering. Prints a summary
// table; stops everything it started, by process id, whatever happens.
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../runtime/testing/freePort'
import { startPostgres, type RunningPostgres } from '../../runtime/testing/startPostgres'
import { startRedis, type RunningRedis } from '../../runtime/testing/startRedis'
import { startStrapi, type RunningStrapi } from '../../runtime/testing/startStrapi'
import { loginAdmin, type StrapiAdmin } from '../../runtime/testing/strapiAdmin'
import { buildIfNeeded } from '../buildIfNeeded'
import { startProcess, type RunningProcess } from '../startProcess'
import { readSiteProcess } from './deployedProcess'
import { startNginx, type RunningNginx } from './startNginx'

const root = fileURLToPath(new URL('../../', import.meta.url))
const secret = () => randomBytes(24).toString('base64url')
const SECRETS = { PURGE_SECRET: secret(), PREVIEW_SECRET: secret(), PROXY_SECRET: secret(), ALTCHA_HMAC_KEY: secret() }
const ADMIN = { email: 'operator@example.test', password: `Operator-${secret()}` }
const PAGE_UID = 'api::page.page'
const PATH = '/about'
/** The bound the issue sets: a publish shows on every instance within this. */
const WITHIN_MS = 1_000

interface Instance {
  name: string
  url: string
  logs: string[]
  process: RunningProcess | undefined
}

interface Row {
  check: string
  result: 'pass' | 'FAIL'
  detail: string
}

const rows: Row[] = []
const log = (line: string) => console.log(`[instances] ${line}`)

function record(check: string, ok: boolean, detail: string): void {
  rows.push({ check, result: ok ? 'pass' : 'FAIL', detail })
  log(`${ok ? 'pass' : 'FAIL'}: ${check} (${detail})`)
}

function printTable(): void {
  const widths = [Math.max(5, ...rows.map((r) => r.check.length)), 6, Math.max(6, ...rows.map((r) => r.detail.length))]
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  console.log(['', line(['check', 'result', 'detail']), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line([r.check, r.result, r.detail]))].join('\n'))
}

/** Polls until `check` holds; answers the milliseconds it took, or undefined past `timeoutMs`. */
async function within(check: () => Promise<boolean>, timeoutMs: number): Promise<number | undefined> {
  const started = Date.now()
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started
    if (Date.now() - started > timeoutMs) return undefined
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const page = async (base: string) => {
  const response = await fetch(`${base}${PATH}`, { signal: AbortSignal.timeout(5_000) })
  return { status: response.status, body: await response.text() }
}

/** The billboard's heading as the edit view saves it: the other sections by id, unchanged. */
async function withHeading(admin: StrapiAdmin, documentId: string, heading: string) {
  const draft = await admin.findDocument(PAGE_UID, documentId)
  const sections = draft.sections as { id: number; __component: string }[]
  const billboard = sections.findIndex((section) => section.__component === 'sections.billboard')
  if (billboard < 0) throw new Error(`${PATH} has no billboard section to edit`)
  return { sections: sections.map((section, i) => ({ id: section.id, __component: section.__component, ...(i === billboard ? { heading } : {}) })) }
}

/** When each instance first answered the purge webhook with 200 after `before`, from its access log's `time`. */
function webhookArrivals(instances: Instance[], before: Map<Instance, number>): Array<{ name: string; at: number }> {
  return instances.flatMap((instance) => {
    const line = instance.logs.slice(before.get(instance) ?? 0).find((l) => l.includes('"/api/cache/purge"') && l.includes('"status":200'))
    return line ? [{ name: instance.name, at: Date.parse((JSON.parse(line) as { time: string }).time) }] : []
  })
}

/** When each instance purged on another's word (its `purge from another instance` line) after `before`. */
function broadcastArrivals(instances: Instance[], before: Map<Instance, number>): Map<string, number> {
  const at = new Map<string, number>()
  for (const instance of instances) {
    const lines = instance.logs.slice(before.get(instance) ?? 0).filter((l) => l.includes('"purge from another instance"'))
    for (const line of lines) at.set(instance.name, Math.max(at.get(instance.name) ?? 0, Date.parse((JSON.parse(line) as { time: string }).time)))
  }
  return at
}

/**
 * Publishes a new heading and watches every running instance. The purge must reach each within a second of Strapi's
 * webhook reaching one (the instances' log lines), and each must serve the change within a second of the first that
 * does; how long Strapi takes to send the webhook, and an instance to read and render the page again, are reported.
 */
async function publishAndWatch(check: string, admin: StrapiAdmin, documentId: string, instances: Instance[]): Promise<void> {
  const heading = `Published by test:instances ${secret().slice(0, 8)}`
  const running = instances.filter((instance) => instance.process)
  // every instance holds the current page in its caches before the edit
  for (const instance of running) await page(instance.url)
  const before = new Map(running.map((instance) => [instance, instance.logs.length]))
  await admin.publishDocument(PAGE_UID, documentId, await withHeading(admin, documentId, heading))
  const published = Date.now()
  const served = await Promise.all(
    running.map(async (instance) => {
      const ms = await within(async () => (await page(instance.url)).body.includes(heading), 30_000)
      return ms === undefined ? undefined : published + ms
    }),
  )
  // a publish sends two webhooks (entry.update, entry.publish), which may reach two instances
  const webhooks = webhookArrivals(running, before)
  const lastWebhook = Math.max(...webhooks.map((w) => w.at))
  const broadcasts = broadcastArrivals(running, before)
  const purgedAfter = running.map((instance) => {
    if (webhooks.some((w) => w.name === instance.name && w.at === lastWebhook)) return 0
    const at = broadcasts.get(instance.name)
    return at === undefined ? undefined : Math.max(0, at - lastWebhook)
  })
  const firstServed = Math.min(...served.map((at) => at ?? Infinity))
  const spread = served.map((at) => (at === undefined ? undefined : at - firstServed))
  const ok = webhooks.length > 0 && purgedAfter.every((ms) => ms !== undefined && ms <= WITHIN_MS) && spread.every((ms) => ms !== undefined && ms <= WITHIN_MS)
  const each = (values: (number | undefined)[]) => running.map((instance, i) => `${instance.name} ${values[i] ?? '-'}`).join(', ')
  record(
    check,
    ok,
    `purged ms after the webhook: ${each(purgedAfter)}; served ms after the publish: ${each(served.map((at) => (at === undefined ? undefined : at - published)))}`,
  )
}

/** Requests through nginx: how many of `count` answered 200. */
async function answered(url: string, count: number): Promise<number> {
  let ok = 0
  for (let i = 0; i < count; i++) {
    for (const path of ['/', PATH]) {
      const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined)
      if (response?.status === 200) ok++
      await response?.arrayBuffer()
    }
  }
  return ok
}

async function main(): Promise<void> {
  const stack: Array<() => Promise<void>> = []
  let stopping = false
  const stopAll = async () => {
    if (stopping) return
    stopping = true
    for (const stop of stack.reverse()) await stop().catch((error: Error) => log(`stopping: ${error.message}`))
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll().then(() => process.exit(130)))

  try {
    buildIfNeeded(root, log)
    const site = readSiteProcess(root)

    log('PostgreSQL, Redis…')
    const postgres: RunningPostgres = await startPostgres()
    stack.push(() => postgres.stop())
    let redis: RunningRedis = await startRedis()
    stack.push(() => redis.stop())

    const nginxPort = await freePort()
    const nginxUrl = `http://127.0.0.1:${nginxPort}`
    log('Strapi on PostgreSQL (a first start seeds the content pack: minutes on a busy machine)…')
    const strapi: RunningStrapi = await startStrapi({
      timeoutMs: 600_000,
      env: { DATABASE_URL: await postgres.createDatabase('stratum'), SITE_URL: nginxUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...SECRETS },
    })
    stack.push(() => strapi.stop())
    log(`Strapi ready in ${(strapi.startupMs / 1000).toFixed(1)} s`)

    const instances: Instance[] = []
    for (const n of [1, 2, 3]) {
      const port = await freePort()
      const instance: Instance = { name: `site-${n}`, url: `http://127.0.0.1:${port}`, logs: [], process: undefined }
      instance.process = await startProcess({
        name: instance.name,
        command: process.execPath,
        args: [...site.nodeFlags, site.script],
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          ...site.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          STRAPI_URL: strapi.url,
          REDIS_URL: redis.url,
          TRUST_PROXY: '1',
          ...SECRETS,
        },
        healthUrl: `${instance.url}/healthz`,
        timeoutMs: 60_000,
        onLine: (line) => void instance.logs.push(line),
      })
      instances.push(instance)
      stack.push(async () => instance.process?.stop())
    }
    const nginx: RunningNginx = await startNginx({ root, port: nginxPort, upstreams: instances.map((i) => new URL(i.url).host), healthPath: '/livez' })
    stack.push(() => nginx.stop())
    log(`nginx at ${nginx.url} in front of ${instances.map((i) => i.url).join(', ')}`)

    const admin = await loginAdmin(strapi.url, ADMIN)
    const pages = (await (await fetch(`${strapi.url}/api/pages?filters[slug][$eq]=about&fields[0]=slug`)).json()) as { data: { documentId: string }[] }
    const documentId = pages.data[0]?.documentId
    if (!documentId) throw new Error(`Strapi has no page ${PATH}: the seed did not import it`)

    const through = await answered(nginx.url, 5)
    record('nginx → 3 instances answer', through === 10, `${through}/10 pages 200`)

    await publishAndWatch('publish reaches all 3 instances', admin, documentId, instances)

    // wrong purge secrets through nginx land on every instance in turn; counted in Redis, the 21st is refused
    const guesses: number[] = []
    for (let i = 0; i < 21; i++) {
      const response = await fetch(`${nginx.url}/api/cache/purge`, { method: 'POST', headers: { 'x-purge-secret': 'a wrong guess' }, body: '{}' })
      guesses.push(response.status)
    }
    const refusedAt = guesses.indexOf(429) + 1
    record('rate limit counted across instances', refusedAt === 21 && guesses.slice(0, 20).every((s) => s === 401), `20 × 401, then ${guesses[20]} (burst 20 shared by 3 instances)`)

    log('stopping site-2…')
    await instances[1]!.process!.stop()
    instances[1]!.process = undefined
    const withTwo = await answered(nginx.url, 10)
    record('site-2 stopped: the site answers', withTwo === 20, `${withTwo}/20 pages 200 through nginx`)
    await publishAndWatch('publish reaches the 2 left', admin, documentId, instances)

    log('stopping Redis…')
    const redisPort = redis.port
    await redis.stop()
    const withoutRedis = await answered(nginx.url, 10)
    const warned = await within(async () => instances.filter((i) => i.process).every((i) => i.logs.some((line) => line.includes('redis lost'))), 10_000)
    const errors = instances.flatMap((i) => i.logs).filter((line) => line.includes('"level":"error"')).length
    record('Redis stopped: the site answers', withoutRedis === 20 && warned !== undefined && errors === 0, `${withoutRedis}/20 pages 200, a warning on each instance, ${errors} error lines`)

    log('Redis back…')
    redis = await startRedis({ port: redisPort })
    const back = await within(async () => instances.filter((i) => i.process).every((i) => i.logs.some((line) => line.includes('redis back'))), 15_000)
    record('Redis back: instances reconnect', back !== undefined, back === undefined ? 'no "redis back" within 15 s' : `within ${back} ms`)
    await publishAndWatch('publish reaches all again', admin, documentId, instances)
  } catch (error) {
    record('run', false, (error as Error).message.split('\n')[0] ?? 'failed')
    console.error(error)
  } finally {
    await stopAll()
    printTable()
  }
  process.exitCode = rows.length > 0 && rows.every((row) => row.result === 'pass') ? 0 : 1
}

await main()
