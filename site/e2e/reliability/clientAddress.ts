/**
 * The n-th loopback address, 127.0.1.0 onwards (127.0.0.0/8 is all this machine): a request from each is another
 * client to the site's per-client rate limit, without leaving the machine.
 */
export function clientAddress(n: number): string {
  const host = 256 + (n % (256 * 250))
  return `127.0.${Math.floor(host / 256)}.${host % 256 || 1}`
}
