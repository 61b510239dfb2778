/**
 * The first article a blog list's HTML links to: the link of its first card's title (`<article …><h2 …><a href>`).
 * Any link to /blog/… would not do: the list also links its search, its RSS feed, its pages, authors and categories,
 * and the bench once measured `/blog/search` as "the article" because the search link came first.
 */
export function firstArticle(html: string): string | undefined {
  return /<article\b[\s\S]*?<h2\b[^>]*>\s*<a href="(\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*)"/.exec(html)?.[1]
}
