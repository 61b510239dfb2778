import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

// https://vike.dev/config
export default {
  extends: [vikeReact],
  lang: 'en-GB',
  favicon: '/favicon.svg',
  // issue 6: a page's route validation (+validate) and named middleware, run on the server by +guard.server
  meta: {
    validate: { env: { server: true } },
    routeMiddleware: { env: { server: true } },
  },
  // the shell's data on full page loads (+onCreatePageContext.ssr); client navigations keep the first page's
  passToClient: ['layout', 'shell'],
  // no page shows vike-react's loading placeholder (neither its Suspense layout nor clientOnly): keep it off the
  // client (issue 9)
  Loading: {},
} satisfies Config
