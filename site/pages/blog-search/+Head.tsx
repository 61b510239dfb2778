import { SeoHead } from '../../seo/SeoHead'

export default SeoHead
