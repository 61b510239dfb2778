/** The blog's own address (SPEC §2). */
export const BLOG_PATH = '/blog'

/** The site's own article search, `?q=` the words (the docs search when no DOCS_SEARCH_URL is configured). */
export const BLOG_SEARCH_PATH = `${BLOG_PATH}/search`

/** An article's address. */
export const articlePath = (slug: string) => `${BLOG_PATH}/${slug}`
/** An author's articles. */
export const authorPath = (slug: string) => `${BLOG_PATH}/author/${slug}`
/** A category's articles. */
export const categoryPath = (slug: string) => `${BLOG_PATH}/categories/${slug}`

/** Page `page` of a list: the list's own address for page 1 (SPEC §2: `/blog/p/1` redirects to `/blog`). */
export function listPagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/p/${page}`
}
