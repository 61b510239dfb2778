/** Props of JsonLd. */
export interface JsonLdProps {
  data: unknown
}

/** JSON serialised so it can never close the script element or open a comment, whatever the content holds. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** Structured data for search engines: data, not script, so it needs no CSP nonce. */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
