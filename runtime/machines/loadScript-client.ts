// Injects a third-party script once. With a strict CSP the script carries the page's nonce: the one given, or the
// one the page's own scripts carry (readable through the `nonce` property only, never the attribute).

const loading = new Map<string, Promise<void>>()

function pageNonce(): string {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]')
  return script?.nonce || script?.getAttribute('nonce') || ''
}

export function loadScript(src: string, options: { nonce?: string; name?: string } = {}): Promise<void> {
  if (typeof document === 'undefined') return Promise.reject(new Error(`Cannot load ${src} outside a browser`))
  const pending = loading.get(src)
  if (pending) return pending
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    const nonce = options.nonce ?? pageNonce()
    if (nonce) script.nonce = nonce
    if (options.name) script.dataset.provider = options.name
    script.addEventListener('load', () => resolve())
    script.addEventListener('error', () => {
      loading.delete(src)
      script.remove()
      reject(new Error(`Failed to load ${src}`))
    })
    document.head.append(script)
  })
  loading.set(src, promise)
  return promise
}
