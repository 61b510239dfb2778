/**
 * Prerender settings for the whole site, enabling nothing by themselves: pages opt in (`prerender:
 * prerenderEnabled` in their +config), and +onPrerenderStart keeps the paths the route rules mark. `partial`: the
 * other pages are server-rendered; `keepDistServer`: one build serves both.
 */
export default { partial: true, keepDistServer: true, enable: null }
