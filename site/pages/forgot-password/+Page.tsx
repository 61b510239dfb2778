import { ForgotPasswordPage } from '../../account/ForgotPasswordPage'

export default ForgotPasswordPage
