import type { Browser, Page } from 'playwright-core'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../testing/launchBrowser'
import { bundleClient, serveHydrationFixture } from '../../testing/hydrationFixture'
import type { TestServer } from '../../testing/startTestServer'
import { App, type ActorLog } from './__fixtures__/actorHooksApp'

// useActorRef and useSelector in the browser: a server-rendered counter hydrated in chromium with React's production
// build, and one rendered by React's development build under StrictMode, which mounts, unmounts and mounts every
// effect again.
describe('useActorRef and useSelector in the browser', () => {
  let browser: Browser
  let server: TestServer

  beforeAll(async () => {
    const entry = new URL('./__fixtures__/actorHooksClient.tsx', import.meta.url)
    const scripts = { '/production.js': await bundleClient(entry), '/development.js': await bundleClient(entry, { mode: 'development' }) }
    server = await serveHydrationFixture(scripts, (path) => {
      const strict = path === '/strict'
      return { root: strict ? '' : renderToString(<App />), script: strict ? '/development.js' : '/production.js', bodyAttributes: { 'data-strict': String(strict) } }
    })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()])
  })

  async function open(
    path: string,
  ): Promise<{ page: Page; errors: string[]; log: () => Promise<Omit<ActorLog, 'statuses'> & { statuses: string[] }> }> {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${server.url}${path}`)
    await page.waitForFunction(() => ((window as unknown as { actorLog?: ActorLog }).actorLog?.started ?? 0) > 0)
    const log = () =>
      page.evaluate(() => {
        const { started, listRenders, statuses } = (window as unknown as { actorLog: ActorLog }).actorLog
        return { started, listRenders, statuses: statuses() }
      })
    return { page, errors, log }
  }

  it('hydrates the server render, starts the actor once mounted and shows each change', async () => {
    const { page, errors, log } = await open('/')
    expect(await page.getByTestId('count').textContent()).toBe('3')
    expect(await page.evaluate(() => (window as unknown as { hydrationErrors?: string[] }).hydrationErrors)).toBeUndefined()
    await page.getByRole('button', { name: 'Add one' }).click()
    await page.getByRole('button', { name: 'Add one' }).click()
    expect(await page.getByTestId('count').textContent()).toBe('5')
    expect(await page.getByTestId('parity').textContent()).toBe('odd')
    expect((await log()).started).toBe(1)
    expect(errors).toEqual([])
    await page.close()
  })

  it('re-renders a selection only when it changes, by reference or by the compare given', async () => {
    const { page, log } = await open('/')
    const before = (await log()).listRenders
    await page.getByRole('button', { name: 'Add one' }).click()
    expect(await page.getByTestId('count').textContent()).toBe('4')
    // the count changed, the list did not: the same array comes back, so the list keeps its render
    expect((await log()).listRenders).toBe(before + 1)
    await page.getByRole('button', { name: 'Add item' }).click()
    expect(await page.getByRole('listitem').allTextContents()).toEqual(['item 1'])
    await page.close()
  })

  it('stops the actor when its component unmounts', async () => {
    const { page, log } = await open('/')
    expect((await log()).statuses).toEqual(['active'])
    await page.getByRole('button', { name: 'Remove' }).click()
    expect(await page.getByTestId('count').count()).toBe(0)
    expect(await log()).toMatchObject({ started: 1, statuses: ['stopped'] })
    await page.close()
  })

  it('under StrictMode, runs a fresh actor after React remounts the effects, and it answers events', async () => {
    const { page, errors, log } = await open('/strict')
    await page.waitForFunction(() => (window as unknown as { actorLog: ActorLog }).actorLog.started === 2)
    // the first actor, stopped when React unmounted the effects, and the one that replaced it
    expect((await log()).statuses).toEqual(['stopped', 'active'])
    await page.getByRole('button', { name: 'Add one' }).click()
    expect(await page.getByTestId('count').textContent()).toBe('4')
    expect(errors).toEqual([])
    await page.close()
  })

  it("throws a failed actor's error to the nearest error boundary", async () => {
    const { page } = await open('/')
    await page.getByRole('button', { name: 'Fail' }).click()
    expect(await page.getByRole('alert').textContent()).toBe('counter failed')
    await page.close()
  })
})
