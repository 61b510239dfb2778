import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { readConfig } from './config'

const root = fileURLToPath(new URL('../../', import.meta.url))
const clientDir = `${root}dist/client`
if (!existsSync(`${root}dist/server`)) {
  console.error('No production build in dist/: run `npm run build` first (npm start does it for you).')
  process.exit(1)
}
// Vike's server build: registers the pages for renderPage
await import(`${root}dist/server/entry.mjs`)

const config = readConfig()
const app = createApp({
  config,
  serveAssets: serveStatic({
    root: clientDir,
    onFound: (_path, c) => {
      // every file under /assets/ has a content hash in its name
      c.header('Cache-Control', 'public, max-age=31536000, immutable')
    },
  }),
})

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
