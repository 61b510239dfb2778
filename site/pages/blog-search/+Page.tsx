import { BlogSearchPage } from '../../blog/BlogSearchPage'

export default BlogSearchPage
