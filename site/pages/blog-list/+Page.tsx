import { BlogListPage } from '../../blog/BlogListPage'

export default BlogListPage
