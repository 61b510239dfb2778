import type { Config } from 'vike/types'
import { prerenderEnabled } from '../../routing/prerenderEnabled'

export default {
  // SPEC §2: every content route has the preview option
  routeMiddleware: ['preview'],
  prerender: prerenderEnabled,
} satisfies Config
