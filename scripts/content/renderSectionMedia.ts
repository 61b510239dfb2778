/**
 * Draws the section library's demo media in the local chromium and writes them to `content/media/`:
 * integration marks (128×128 PNG), the office map (1200×800 PNG), and the install video (960×540 WebM, silent,
 * recorded from a canvas with MediaRecorder) with its poster (JPEG).
 *
 *   npx tsx scripts/content/renderSectionMedia.ts [--only PREFIX]
 *
 * Images are drawn from shapes, like renderImages.ts, and come out the same on the same machine. The video is
 * recorded in real time, so its bytes differ between runs while its frames do not.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { INSTALL_VIDEO, INSTALL_VIDEO_SCRIPT } from './sectionMedia/installVideo'
import { integrationLogos } from './sectionMedia/integrationLogos'
import { streetMap } from './sectionMedia/streetMap'
import { webmDuration, withWebmDuration } from './webm'

const OUT = resolve(fileURLToPath(import.meta.url), '../../../content/media')

async function renderSvg(page: Page, svg: string, width: number, height: number): Promise<Buffer> {
  await page.setViewportSize({ width, height })
  await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:transparent}svg{display:block}</style></head><body>${svg}</body></html>`)
  await page.evaluate(() => document.fonts.ready)
  return page.screenshot({ clip: { x: 0, y: 0, width, height }, type: 'png', omitBackground: true, animations: 'disabled', caret: 'hide' })
}

/** Records the install video and its poster; returns the WebM bytes with their duration written in. */
async function renderVideo(page: Page): Promise<{ webm: Uint8Array; poster: Buffer }> {
  const { width, height, seconds } = INSTALL_VIDEO
  await page.setViewportSize({ width, height })
  await page.setContent(`<!doctype html><html><body style="margin:0"><canvas id="c" width="${width}" height="${height}"></canvas></body></html>`)
  await page.addScriptTag({ content: INSTALL_VIDEO_SCRIPT })
  const poster = await page.evaluate(`(() => { const c = document.getElementById('c'); window.drawFrame(c.getContext('2d'), 0); return c.toDataURL('image/jpeg', 0.82) })()`)
  // evaluated as a string: tsx would otherwise wrap named functions in a helper the page does not have
  const recorded = (await page.evaluate(`(async () => {
    const c = document.getElementById('c'), g = c.getContext('2d');
    const recorder = new MediaRecorder(c.captureStream(30), { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 300000 });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((r) => (recorder.onstop = r));
    window.drawFrame(g, 0);
    recorder.start();
    const t0 = performance.now();
    await new Promise((done) => {
      const tick = () => {
        const t = (performance.now() - t0) / 1000;
        window.drawFrame(g, Math.min(t, ${seconds}));
        if (t < ${seconds}) requestAnimationFrame(tick); else done();
      };
      requestAnimationFrame(tick);
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    return { bytes: Array.from(bytes), ms: performance.now() - t0 };
  })()`)) as { bytes: number[]; ms: number }
  const webm = withWebmDuration(Uint8Array.from(recorded.bytes), Math.round(recorded.ms))
  if (!webmDuration(webm)) throw new Error('the video duration was not written')
  return { webm, poster: Buffer.from(String(poster).replace(/^data:image\/jpeg;base64,/, ''), 'base64') }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const onlyAt = args.indexOf('--only')
  const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined
  const wanted = (file: string) => !only || file.startsWith(only)
  mkdirSync(OUT, { recursive: true })
  const browser = await launchBrowser()
  let total = 0
  const write = (file: string, bytes: Uint8Array) => {
    writeFileSync(join(OUT, file), bytes)
    total += statSync(join(OUT, file)).size
    console.log(`${file} ${(bytes.length / 1024).toFixed(1)} KB`)
  }
  try {
    const context = await browser.newContext({ deviceScaleFactor: 1, colorScheme: 'light', reducedMotion: 'reduce' })
    const page = await context.newPage()
    for (const [name, svg] of Object.entries(integrationLogos)) {
      const file = `integration-${name}.png`
      if (wanted(file)) write(file, await renderSvg(page, svg, 128, 128))
    }
    if (wanted('map-manchester-office.png')) write('map-manchester-office.png', await renderSvg(page, streetMap(), 1200, 800))
    if (wanted('video-one-click-wordpress')) {
      const { webm, poster } = await renderVideo(page)
      write('video-one-click-wordpress.webm', webm)
      write('video-one-click-wordpress-poster.jpg', poster)
    }
    console.log(`${(total / 1024).toFixed(1)} KB written to content/media`)
  } finally {
    await browser.close()
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
