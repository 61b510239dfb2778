import { AccountHead } from '../../account/AccountHead'

export default AccountHead
