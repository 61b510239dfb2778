import { BRAND_NAME } from '../../brand'

export default `Choose a new password | ${BRAND_NAME}`
