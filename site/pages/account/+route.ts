export default '/account'
