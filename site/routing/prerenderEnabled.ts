/**
 * Whether this build prerenders (`PRERENDER=1 npm run build`): the pages that allow it write the paths the route
 * rules mark `prerender` as static HTML and page data (site/pages/+onPrerenderStart). Off by default, so a build
 * needs no content service; on, it reads content from CONTENT_SOURCE (`files` needs no Strapi).
 */
export const prerenderEnabled: boolean = process.env.PRERENDER === '1'
