import { getRequestListener } from '@hono/node-server'
import { createServer as createHttpServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { createServer as createViteServer } from 'vite'
import { createApp } from './app'
import { readConfig } from './config'
import { contentReadiness } from './contentReadiness'
import { answerClientErrors } from './http/answerClientErrors'
import { MAX_HEADER_BYTES } from './http/requestLimits'

const config = readConfig({ ...process.env, NODE_ENV: 'development' })
const vite = await createViteServer({ root: fileURLToPath(new URL('../../', import.meta.url)), server: { middlewareMode: true } })
const handle = getRequestListener(createApp({ config, contentReadiness: contentReadiness() }).fetch)

const server = createHttpServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
  vite.middlewares(req, res, () => void handle(req, res))
})
// as in production (serve.ts): what node's parser refuses is answered (431, 400), not cut off
answerClientErrors(server)
server.listen(config.port, config.host, () => {
  console.log(`dev server: http://${config.host}:${config.port} (content: ${config.contentSource})`)
})
