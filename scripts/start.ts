// `npm start`: builds the site when its sources changed, starts Strapi from cms/ and the production site,
// waits until both are healthy, prints their URLs, and stops both on Ctrl-C. Without SMTP_HOST, Strapi's account mail
// goes to a local mail catcher, which prints each mail's subject and link here and delivers nothing.
import { fileURLToPath } from 'node:url'
import { siteServerArgs } from '../site/server/build/siteServerCommand'
import { buildIfNeeded } from './buildIfNeeded'
import { localSecrets } from './localSecrets'
import { startMailCatcher, type MailCatcher } from './mail/startMailCatcher'
import { startProcess, type RunningProcess } from './startProcess'

const root = fileURLToPath(new URL('../', import.meta.url))
const host = process.env.HOST || '127.0.0.1'
const sitePort = process.env.PORT || '3000'
const strapiPort = process.env.STRAPI_PORT || '1337'
const strapiUrl = process.env.STRAPI_URL || `http://127.0.0.1:${strapiPort}`
const siteUrl = `http://${host}:${sitePort}`
const contentSource = process.env.CONTENT_SOURCE || 'strapi'
const running: RunningProcess[] = []
// the admin's preview button and the purge webhook need the same secrets on both sides; the admin password is Strapi's
const secrets = localSecrets(root)
const { ADMIN_PASSWORD: adminPassword, ...sharedSecrets } = secrets
const adminEmail = process.env.ADMIN_EMAIL || 'admin@stratum.local'
const startsStrapi = contentSource === 'strapi' && !process.env.STRAPI_URL

let catcher: MailCatcher | undefined

async function stopAll(code: number): Promise<never> {
  await Promise.all([...running.map((p) => p.stop()), catcher?.stop()])
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))

try {
  buildIfNeeded(root)
  if (startsStrapi) {
    // a real mail server when SMTP_HOST names one (README: account mail), else the catcher
    if (!process.env.SMTP_HOST) {
      catcher = await startMailCatcher({
        onMail: (mail) => console.log(`mail: to ${mail.to.join(', ')}: "${mail.subject}"${mail.links[0] ? ` ${mail.links[0]}` : ''}`),
      })
    }
    const mail = catcher ? { SMTP_HOST: catcher.host, SMTP_PORT: String(catcher.port) } : {}
    console.log('cms: starting Strapi (the first start builds its admin panel and seeds the demo content: a few minutes)…')
    running.push(
      await startProcess({
        name: 'cms',
        command: 'npm',
        args: ['run', 'start'],
        cwd: `${root}cms`,
        // registration asks for a confirmation by email unless EMAIL_CONFIRMATION=false
        env: { EMAIL_CONFIRMATION: 'true', ...process.env, ...secrets, ...mail, HOST: '127.0.0.1', PORT: strapiPort, SITE_URL: siteUrl, NODE_ENV: 'production' },
        healthUrl: `${strapiUrl}/_health`,
        timeoutMs: 15 * 60_000,
        echo: process.env.VERBOSE === '1',
      }),
    )
  }
  running.push(
    await startProcess({
      name: 'site',
      command: process.execPath,
      args: siteServerArgs(root),
      cwd: root,
      env: { ...process.env, ...sharedSecrets, NODE_ENV: 'production', HOST: host, PORT: sitePort, CONTENT_SOURCE: contentSource, STRAPI_URL: strapiUrl },
      healthUrl: `${siteUrl}/healthz`,
      timeoutMs: 60_000,
      echo: true,
    }),
  )
  console.log(`\n  Site:   ${siteUrl}/`)
  if (contentSource === 'strapi') console.log(`  Strapi: ${strapiUrl}/admin  (content API ${strapiUrl}/api)`)
  // the admin Strapi made on its first start, or whose development password it replaced (cms/README.md)
  if (startsStrapi) console.log(`  Admin:  ${adminEmail}  password ${adminPassword}  (kept in .stratum/secrets.json)`)
  if (catcher) console.log(`  Mail:   caught by smtp://${catcher.host}:${catcher.port}, nothing is delivered: each mail prints a "mail:" line here`)
  console.log('\n  Ctrl-C stops both.\n')
} catch (error) {
  console.error(`npm start failed: ${(error as Error).message}`)
  await stopAll(1)
}
