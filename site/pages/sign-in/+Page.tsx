import { SignInPage } from '../../account/SignInPage'

export default SignInPage
