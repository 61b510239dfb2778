/**
 * Prerender settings for the whole site, enabling nothing by themselves: the content pages opt in (`prerender:
 * true` in their +config), +onPrerenderStart keeps the paths the route rules mark, and `npm run prerender` runs it
 * after `npm run build` (not the build itself, which must work with no content service). `partial`: every other
 * page is server-rendered; `keepDistServer`: one build serves both.
 */
export default { partial: true, keepDistServer: true, disableAutoRun: true, enable: null }
