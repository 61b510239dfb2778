export default '/sign-in'
