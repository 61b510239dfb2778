import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** What kind of page a load target is, for the report. */
export type TargetKind = 'home' | 'landing' | 'blog-list' | 'article' | 'not-found'

/** One path of the load mix and the status that counts as a correct answer. */
export interface LoadTarget {
  path: string
  kind: TargetKind
  expect: 200 | 404
}

/** The paths of the site's routes (site/pages), from the content pack Strapi is seeded with. */
export interface LoadMix {
  /** Every path, each once, grouped by kind. */
  byKind: Readonly<Record<TargetKind, readonly LoadTarget[]>>
  /** Paths picked in proportion to the kind's weight: draw from it uniformly. */
  weighted: readonly LoadTarget[]
  /** Published articles the mix never requests: pages guaranteed not to be in the content cache (faults). */
  reserved: readonly string[]
}

/** Options of loadMix. */
export interface LoadMixOptions {
  /** The content pack: content/ in the repo, which startStrapi seeds. */
  contentDir: string
  /** How many published articles to keep out of the mix. Default 8. */
  reserve?: number
}

/** Share of requests per kind: what a marketing site with a blog gets, crawlers' 404s included. */
export const KIND_WEIGHTS: Readonly<Record<TargetKind, number>> = { home: 20, landing: 25, 'blog-list': 20, article: 25, 'not-found': 10 }

/** Articles per blog list page (site/blog/loadArticleList BLOG_PAGE_SIZE). */
const PAGE_SIZE = 9

type Entry = { slug: string; publishedAt?: string | null; author?: { slug?: string }; categories?: { slug?: string }[] }

function entries(dir: string): Entry[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Entry)
    .filter((entry) => entry.publishedAt !== null)
}

/** `/base`, `/base/p/2` … for a list of `count` articles. */
function listPages(base: string, count: number): string[] {
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE))
  return Array.from({ length: pages }, (_, i) => (i === 0 ? base : `${base}/p/${i + 1}`))
}

function tally(values: (string | undefined)[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}

/**
 * The load mix from the content pack: the home page, every landing page, every blog list page (the
 * blog, each author's and category's, all their later pages), the articles, and 404s (pages and articles that do
 * not exist, a list page past the last, a path no route matches). The reserved articles still count in the lists.
 */
export function loadMix({ contentDir, reserve = 8 }: LoadMixOptions): LoadMix {
  const pages = entries(join(contentDir, 'collections/pages'))
  const articles = entries(join(contentDir, 'collections/articles'))
  const authors = entries(join(contentDir, 'collections/authors'))
  const categories = entries(join(contentDir, 'collections/categories'))
  const byAuthor = tally(articles.map((a) => a.author?.slug))
  const byCategory = tally(articles.flatMap((a) => (a.categories ?? []).map((c) => c.slug)))

  // every third article from the end, so the reserved ones are spread over the blog's pages
  const reserved = articles.map((a) => a.slug).filter((_, i) => (articles.length - 1 - i) % 3 === 0).slice(0, reserve)
  const target = (kind: TargetKind, expect: 200 | 404) => (path: string): LoadTarget => ({ path, kind, expect })
  const lastBlogPage = Math.ceil(articles.length / PAGE_SIZE)

  const byKind: Record<TargetKind, LoadTarget[]> = {
    home: ['/'].map(target('home', 200)),
    landing: pages.filter((p) => p.slug !== 'homepage').map((p) => `/${p.slug}`).map(target('landing', 200)),
    'blog-list': [
      ...listPages('/blog', articles.length),
      ...authors.flatMap((a) => listPages(`/blog/author/${a.slug}`, byAuthor.get(a.slug) ?? 0)),
      ...categories.flatMap((c) => listPages(`/blog/categories/${c.slug}`, byCategory.get(c.slug) ?? 0)),
    ].map(target('blog-list', 200)),
    article: articles.filter((a) => !reserved.includes(a.slug)).map((a) => `/blog/${a.slug}`).map(target('article', 200)),
    'not-found': [
      ...Array.from({ length: 20 }, (_, i) => `/no-such-page-${i}`),
      ...Array.from({ length: 20 }, (_, i) => `/blog/no-such-article-${i}`),
      `/blog/p/${lastBlogPage + 1}`,
      '/blog/author/nobody',
      '/blog/categories/nothing',
      '/no/such/path',
      '/wp-login.php',
      '/.env',
    ].map(target('not-found', 404)),
  }

  const weighted: LoadTarget[] = []
  for (const [kind, targets] of Object.entries(byKind) as [TargetKind, LoadTarget[]][]) {
    // each kind gets its weight's share of a 1 000-slot wheel, spread evenly over its paths
    const slots = KIND_WEIGHTS[kind] * 10
    for (let i = 0; i < slots; i++) weighted.push(targets[i % targets.length]!)
  }
  return { byKind, weighted, reserved }
}
