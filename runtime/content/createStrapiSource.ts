import type { ContentSource } from './ContentSource'
import type { StrapiClient } from './createStrapiClient'

export interface StrapiSourceOptions {
  /** A client of the group's global content host (GLOBAL_CONTENT_URL), for brand and group details. */
  globalClient?: StrapiClient | undefined
}

function fromClient(client: StrapiClient): ContentSource {
  return {
    id: `strapi:${client.baseUrl}`,
    version: client.version,
    contentHost: client.url,
    find: (pluralName, params, init) => client.find(pluralName, params, init),
    findOne: (pluralName, id, params, init) => client.findOne(pluralName, id, params, init),
    // A single type's REST route is its singular name.
    findSingle: (singularName, params, init) => client.find(singularName, params, init),
  }
}

/** Content from Strapi over HTTP; group-wide content from `globalClient` when there is one. */
export function createStrapiSource(client: StrapiClient, options: StrapiSourceOptions = {}): ContentSource {
  const source = fromClient(client)
  return options.globalClient ? { ...source, global: fromClient(options.globalClient) } : source
}
