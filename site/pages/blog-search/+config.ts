import type { Config } from 'vike/types'

export default {
  // SPEC §2: every content route has the preview option; results depend on the query, so never prerendered
  routeMiddleware: ['preview'],
  prerender: false,
} satisfies Config
