import { BRAND_NAME } from '../../brand'

export default `Sign in | ${BRAND_NAME}`
