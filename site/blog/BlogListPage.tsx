import { useData } from 'vike-react/useData'
import { format } from '../../runtime/i18n/format'
import { useMessages } from '../i18n/useMessages'
import { Html } from '../../sections/Html'
import { Image } from '../../sections/Image'
import { ArticleGrid } from './ArticleGrid'
import type { BlogListData } from './BlogData'
import styles from './Blog.module.css'
import { useLocalePath } from '../i18n/useLocalePath'
import { BLOG_PATH, BLOG_SEARCH_PATH } from './blogPaths'
import { Pagination } from './Pagination'

/** The blog, an author's or a category's articles (SPEC §2), one page of them, with the pages around it. */
export function BlogListPage() {
  const inLocale = useLocalePath()
  const data = useData<BlogListData>()
  const { kind, heading, intro, bioHtml, avatar, articles, pagination } = data
  const words = useMessages().blog
  const eyebrow = kind === 'author' ? words.articlesBy : kind === 'category' ? words.category : undefined
  return (
    <section className="section spacing-lg" aria-labelledby="blog-heading">
      <div className="container">
        <header className={styles.listHeader}>
          {avatar && <Image className={styles.avatar} media={avatar} sizes="6rem" />}
          <div>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h1 id="blog-heading">
              {heading}
              {pagination.page > 1 && <span className={styles.pageNote}> – {format(words.pageOf, { page: pagination.page, pages: pagination.pageCount })}</span>}
            </h1>
            {intro && <p className={styles.intro}>{intro}</p>}
            {bioHtml && <Html html={bioHtml} className={`prose ${styles.intro}`} />}
            <p className={styles.listLinks}>
              {kind !== 'blog' && <a href={inLocale(BLOG_PATH)}>{words.allArticles}</a>}
              <a href={inLocale(BLOG_SEARCH_PATH)}>{words.searchTheGuides}</a>
              {/* a server route, not a page: the browser loads it, Vike's router stays out */}
              <a href={`${BLOG_PATH}/rss.xml`} data-vike="false">
                {words.rssFeed}
              </a>
            </p>
          </div>
        </header>
        {articles?.length === 0 ? <p>{words.noArticles}</p> : <ArticleGrid articles={articles} owner={data} priorityFirst />}
        <Pagination pagination={pagination} label={kind === 'blog' ? words.blogPages : format(words.pagesOf, { name: heading })} />
      </div>
    </section>
  )
}
