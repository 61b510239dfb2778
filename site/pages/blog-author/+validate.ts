import { validateListRoute } from '../../blog/validateBlogRoute'

export default validateListRoute
