import { Hono } from 'hono'
import type { AppEnv } from './AppEnv'
import type { Readiness } from './readiness'

/** Options of healthRoutes. */
export interface HealthRoutesOptions {
  /** Whether the content source can serve (createReadiness over a content read). */
  content: Readiness
  /** True once shutdown began: the instance should get no new traffic. */
  draining?: () => boolean
}

/**
 * `/livez`: the process answers (for a restart policy: never depends on anything else). `/healthz`: this instance
 * can serve pages: not shutting down, and the content source answered (or the content cache can still serve it);
 * 503 otherwise, for a load balancer to route around it. Neither is ever cached.
 */
export function healthRoutes({ content, draining = () => false }: HealthRoutesOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get('/livez', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ status: 'ok' })
  })
  routes.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store')
    if (draining()) return c.json({ status: 'draining' }, 503)
    const state = await content()
    return c.json({ status: state.ready ? 'ok' : 'unavailable', content: state }, state.ready ? 200 : 503)
  })
  return routes
}
