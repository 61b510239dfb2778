import { BRAND_NAME } from '../../brand'

export default `Forgot your password | ${BRAND_NAME}`
