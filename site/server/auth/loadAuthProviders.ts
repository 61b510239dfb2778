import { createStrapiClient } from '../../../runtime/content'
import { readConfig } from '../config'

/** Strapi's route listing the enabled sign-in providers (cms/src/authProviders.js). */
const PROVIDERS_PATH = 'stratum/auth-providers'
const NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/

/**
 * The social sign-in providers an admin enabled in Strapi (none by default), for the sign-in page's buttons. When
 * Strapi cannot say, there are none: the password sign-in still works.
 */
export async function loadAuthProviders(): Promise<string[]> {
  const config = readConfig()
  try {
    const strapi = createStrapiClient({ url: config.strapiUrl, timeout: config.strapiTimeout })
    const { data } = await strapi.find<{ data?: unknown }>(PROVIDERS_PATH)
    return Array.isArray(data) ? data.filter((name): name is string => typeof name === 'string' && NAME.test(name)) : []
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'sign-in providers unavailable', error: error instanceof Error ? error.message : String(error) }))
    return []
  }
}
