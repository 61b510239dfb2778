import type { Config } from 'vike/types'

// an account form: the same for every visitor, never prerendered
export default { prerender: false } satisfies Config
