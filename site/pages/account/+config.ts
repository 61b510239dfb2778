import type { Config } from 'vike/types'

export default {
  // a visitor without a session goes to /sign-in and comes back (site/routing/siteMiddleware)
  routeMiddleware: ['signedIn'],
  prerender: false,
} satisfies Config
