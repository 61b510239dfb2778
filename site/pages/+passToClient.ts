// the preview bar shows on every page rendered for a browser with a valid preview cookie (site/preview)
export default ['preview', 'previewFrameOrigin']
