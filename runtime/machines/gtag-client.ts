// Google tag's command queue. gtag.js only treats an `arguments` object on window.dataLayer as a command (an array
// is read as a plain dataLayer message), so commands are pushed exactly as the official snippet does.

type Gtag = (...args: unknown[]) => void

export function gtag(...args: unknown[]): void {
  if (typeof window === 'undefined') return
  const page = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag }
  if (typeof page.gtag === 'function') {
    page.gtag(...args)
    return
  }
  const command = (function (..._args: unknown[]) {
    return arguments
  })(...args)
  ;(page.dataLayer ??= []).push(command)
}
