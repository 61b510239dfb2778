import { listUrls } from '../../blog/prerenderUrls'

/** The blog's pages for `PRERENDER=1` builds (route rules choose which are written). */
export const onBeforePrerenderStart = () => listUrls({ kind: 'blog' })
