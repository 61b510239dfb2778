import { BRAND_NAME } from '../../brand'

export default `Your account | ${BRAND_NAME}`
