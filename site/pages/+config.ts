import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'
import { BROWSER_LAYOUT_FIELDS } from '../layouts/LayoutData'

// https://vike.dev/config
export default {
  extends: [vikeReact],
  // a PNG: an SVG icon costs the page's main thread a document of its own; 48 px, as search results ask
  favicon: '/favicon.png',
  // a page's route validation (+validate) and named middleware, run on the server by +guard.server
  meta: {
    validate: { env: { server: true } },
    routeMiddleware: { env: { server: true } },
  },
  // the shell's data on full page loads (+onCreatePageContext.ssr); client navigations keep the first page's. Of
  // the layout, only what the browser reads (the footer's content stays on the server)
  passToClient: [...BROWSER_LAYOUT_FIELDS.map((field) => `layout.${field}`), 'shell'],
  // no page shows vike-react's loading placeholder (neither its Suspense layout nor clientOnly): keep it off the
  // client
  Loading: {},
} satisfies Config
