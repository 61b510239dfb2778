import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

// https://vike.dev/config
export default {
  extends: [vikeReact],
  lang: 'en-GB',
  favicon: '/favicon.svg',
} satisfies Config
