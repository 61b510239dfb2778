export default '/_sections'
