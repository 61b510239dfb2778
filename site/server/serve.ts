import { serve } from '@hono/node-server'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createApp } from './app'
import { readConfig } from './config'
import { projectRoot } from './projectRoot'

const root = projectRoot()
const clientDir = join(root, 'dist/client')
if (!existsSync(join(root, 'dist/server/entry.mjs'))) {
  console.error('No production build in dist/: run `npm run build` first (npm start does it for you).')
  process.exit(1)
}
// Vike's server build: registers the pages for renderPage
await import(pathToFileURL(join(root, 'dist/server/entry.mjs')).href)

const config = readConfig()
const app = createApp({ config, clientDir })

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(JSON.stringify({ level: 'info', msg: 'site listening', url: `http://${config.host}:${info.port}`, contentSource: config.contentSource }))
})

function shutdown(signal: string) {
  console.log(JSON.stringify({ level: 'info', msg: 'shutting down', signal }))
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
