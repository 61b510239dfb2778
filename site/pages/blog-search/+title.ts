import { seoTitle } from '../../seo/seoTitle'

export default seoTitle
