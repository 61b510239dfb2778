import { AccountPage } from '../../account/AccountPage'

export default AccountPage
