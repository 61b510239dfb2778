export default '/forgot-password'
