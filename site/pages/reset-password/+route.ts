export default '/reset-password'
