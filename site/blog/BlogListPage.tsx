import { useData } from 'vike-react/useData'
import { Html } from '../../sections/Html'
import { Image } from '../../sections/Image'
import { ArticleGrid } from './ArticleGrid'
import type { BlogListData } from './BlogData'
import styles from './Blog.module.css'
import { BLOG_PATH, BLOG_SEARCH_PATH } from './blogPaths'
import { Pagination } from './Pagination'

const EYEBROW: Record<BlogListData['kind'], string | undefined> = { blog: undefined, author: 'Articles by', category: 'Category' }

/** The blog, an author's or a category's articles (SPEC §2), one page of them, with the pages around it. */
export function BlogListPage() {
  const data = useData<BlogListData>()
  const { kind, heading, intro, bioHtml, avatar, articles, pagination } = data
  const eyebrow = EYEBROW[kind]
  return (
    <section className="section spacing-lg" aria-labelledby="blog-heading">
      <div className="container">
        <header className={styles.listHeader}>
          {avatar && <Image className={styles.avatar} media={avatar} sizes="6rem" />}
          <div>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h1 id="blog-heading">
              {heading}
              {pagination.page > 1 && <span className={styles.pageNote}> – page {pagination.page} of {pagination.pageCount}</span>}
            </h1>
            {intro && <p className={styles.intro}>{intro}</p>}
            {bioHtml && <Html html={bioHtml} className={`prose ${styles.intro}`} />}
            <p className={styles.listLinks}>
              {kind !== 'blog' && <a href={BLOG_PATH}>All articles</a>}
              <a href={BLOG_SEARCH_PATH}>Search the guides</a>
              {/* a server route, not a page: the browser loads it, Vike's router stays out */}
              <a href={`${BLOG_PATH}/rss.xml`} data-vike="false">
                RSS feed
              </a>
            </p>
          </div>
        </header>
        {articles?.length === 0 ? <p>No articles yet.</p> : <ArticleGrid articles={articles} owner={data} priorityFirst />}
        <Pagination pagination={pagination} label={kind === 'blog' ? 'Blog pages' : `Pages of ${heading}`} />
      </div>
    </section>
  )
}
