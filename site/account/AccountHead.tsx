/** The account pages' <head>: none of them belongs in a search index. */
export function AccountHead() {
  return <meta name="robots" content="noindex, nofollow" />
}
