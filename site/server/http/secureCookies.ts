/**
 * Whether the site's cookies for a request go out with `Secure`: always, but on this machine. A deployment's public
 * address is https even where TLS ends at a proxy in front (whose X-Forwarded-Proto the site would have to trust), and
 * a browser keeps Secure cookies from http://localhost, 127.0.0.1 and [::1] only as local development needs them:
 * the session, the sign-in flow and the preview all follow this one rule.
 */
export function secureCookies(url: string): boolean {
  const { hostname } = new URL(url)
  return hostname !== 'localhost' && hostname !== '127.0.0.1' && hostname !== '[::1]'
}
