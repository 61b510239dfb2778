import { serve } from '@hono/node-server'
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createApp } from './app'
import { readConfig, uploadsOnSite } from './config'
import { contentReadiness } from './contentReadiness'
import { answerClientErrors } from './http/answerClientErrors'
import { gracefulShutdown } from './http/gracefulShutdown'
import { logLine } from './http/logLine'
import { MAX_HEADER_BYTES } from './http/requestLimits'
import { connectRedis } from './instances/redisLink'
import { projectRoot } from './projectRoot'
import { loadSharp } from './routes/uploadsAsWebp'

const root = projectRoot()
const clientDir = join(root, 'dist/client')
if (!existsSync(join(root, 'dist/server/entry.mjs'))) {
  console.error('No production build in dist/: run `npm run build` first (npm start does it for you).')
  process.exit(1)
}
// Vike's server build: registers the pages for renderPage
await import(pathToFileURL(join(root, 'dist/server/entry.mjs')).href)

const config = readConfig()
let draining = false
// purges and rate limits shared by every instance; the site serves (per instance) while Redis is down
const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined
const app = createApp({ config, clientDir, contentReadiness: contentReadiness(), draining: () => draining, redis })
// the uploads' WebP copies (uploadsAsWebp): sharp loaded now, not in the first copy's request; without it, the
// uploads go as they are
if (uploadsOnSite(config)) {
  await loadSharp().catch((error: unknown) => logLine({ level: 'warn', msg: 'uploads: sharp did not load; uploads go as they are, with no WebP copies', error: (error as Error).message }))
}

// node's parser refuses request headers over the limit (431) before any of our code runs; answerClientErrors
// makes sure the client reads that answer
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: { maxHeaderSize: MAX_HEADER_BYTES } }, (info) => {
  logLine({ level: 'info', msg: 'site listening', url: `http://${config.host}:${info.port}`, contentSource: config.contentSource })
}) as Server
answerClientErrors(server)

const shutdown = gracefulShutdown(server, { onDrain: () => (draining = true) })
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
