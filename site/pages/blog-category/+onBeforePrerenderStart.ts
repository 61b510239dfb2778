import { listUrls } from '../../blog/prerenderUrls'

/** Every category's pages for `PRERENDER=1` builds. */
export const onBeforePrerenderStart = () => listUrls({ kind: 'category' })
