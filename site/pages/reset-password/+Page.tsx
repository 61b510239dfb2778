import { ResetPasswordPage } from '../../account/ResetPasswordPage'

export default ResetPasswordPage
