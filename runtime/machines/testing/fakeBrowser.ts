// In-memory stand-ins for the browser APIs the machines' default implementations touch. Node has no DOM and no
// jsdom is installed; the real browser is exercised by the site's e2e suite.

/** A Storage backed by a Map, for vi.stubGlobal('localStorage' | 'sessionStorage', ...). */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial))
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

/** A `document` whose cookie property behaves like the browser's jar (name=value, attributes recorded). */
export function cookieDocument(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial))
  const written: string[] = []
  const classes = new Set<string>()
  return {
    written,
    classes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      written.push(line)
      const [pair = ''] = line.split(';')
      const separator = pair.indexOf('=')
      jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim())
    },
    documentElement: {
      classList: {
        contains: (name: string) => classes.has(name),
        toggle: (name: string, force?: boolean) => {
          const on = force ?? !classes.has(name)
          if (on) classes.add(name)
          else classes.delete(name)
          return on
        },
      },
    },
  }
}

/** A promise with its resolve and reject exposed, to hold an actor in a loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
