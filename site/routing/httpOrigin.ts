/** The origin of an absolute http(s) URL (`https://kestrel.example`), or undefined for anything else. */
export function httpOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}
