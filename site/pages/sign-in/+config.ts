import type { Config } from 'vike/types'

// an account form: the same for every visitor, never prerendered (it lists the sign-in providers Strapi has on)
export default { prerender: false } satisfies Config
