import { validateArticleRoute } from '../../blog/validateBlogRoute'

export default validateArticleRoute
