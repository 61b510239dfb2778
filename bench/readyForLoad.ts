/** The Accept header chromium sends for an image. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

/** The site's upload paths a page's HTML names (img src and srcset, video posters, links), each once. */
export function uploadsIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/\/uploads\/[\w.-]+/g), (match) => match[0]))]
}

/**
 * Readies the site for a measured load of `path`, as a site that has been serving the page is ready:
 * - its content fresh: a purge (the route of Strapi's webhook) and one request render the page again now, so the
 *   content cannot expire during the load. The first request after an expiry starts the refresh (nine Strapi
 *   queries and a render) beside the load, on the same two cores as the browser, and Lighthouse counted that work
 *   as the page's: of eleven runs in a row, the two that met a refresh scored 87 and 81, the other nine 94–98
 *   (bench/FINDINGS.md, 2026-11-26);
 * - its uploads kept by the site's uploads route, and their WebP copies made, so that the first run does not wait on
 *   Strapi or on a conversion for them.
 */
export async function readyForLoad(base: string, path: string, purgeSecret: string): Promise<void> {
  const purge = await fetch(`${base}/api/cache/purge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-purge-secret': purgeSecret },
    body: JSON.stringify({ event: 'bench.ready' }),
  })
  if (!purge.ok) throw new Error(`the site's content purge answered ${purge.status}`)
  const page = await fetch(`${base}${path}`)
  if (!page.ok) throw new Error(`${path} answered ${page.status}`)
  for (const upload of uploadsIn(await page.text())) await readyUpload(`${base}${upload}`)
}

/**
 * Asks for an upload as chromium asks for an image, until the site has the WebP copy the browser will get made
 * (uploadsAsWebp answers `no-store` with the upload while the copy is still being made), 10 s at most.
 */
async function readyUpload(url: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const response = await fetch(url, { headers: { Accept: IMAGE_ACCEPT } })
    await response.arrayBuffer()
    if (response.headers.get('cache-control') !== 'no-store') return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
