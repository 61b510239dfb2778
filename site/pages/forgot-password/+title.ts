import { pageTitle } from '../../i18n/pageTitle'

export default pageTitle('forgotPassword')
