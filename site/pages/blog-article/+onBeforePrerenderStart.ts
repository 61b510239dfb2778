import { articleUrls } from '../../blog/prerenderUrls'

/** Every article for `PRERENDER=1` builds. */
export const onBeforePrerenderStart = () => articleUrls()
