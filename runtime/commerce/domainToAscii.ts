/**
 * A domain name in ASCII (punycode for internationalised labels, lower case), by the WHATWG URL host parser: the
 * browser's own, and the same algorithm as node:url `domainToASCII` on the server. '' when it is no valid host.
 */
export function domainToAscii(domain: string): string {
  try {
    return new URL(`http://${domain}`).hostname
  } catch {
    return ''
  }
}
