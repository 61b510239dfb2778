import type { Config } from 'vike/types'

export default {
  // SPEC §2: every content route has the preview option
  routeMiddleware: ['preview'],
  // written as static files by `npm run prerender` for the paths the route rules mark (site/routing/routeRules)
  prerender: true,
} satisfies Config
