import { ArticlePage } from '../../blog/ArticlePage'

export default ArticlePage
