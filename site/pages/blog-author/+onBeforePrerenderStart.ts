import { listUrls } from '../../blog/prerenderUrls'

/** Every author's pages for `PRERENDER=1` builds. */
export const onBeforePrerenderStart = () => listUrls({ kind: 'author' })
