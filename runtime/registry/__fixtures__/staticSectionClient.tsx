import { hydrateRoot } from 'react-dom/client'
import { StaticSectionApp } from './staticSectionApp'

// counts reads of innerHTML from here on: hydrating a static section should read none
const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!
const counter = window as unknown as { innerHtmlReads: number; hydrated: boolean }
counter.innerHtmlReads = 0
Object.defineProperty(Element.prototype, 'innerHTML', {
  ...descriptor,
  get(this: Element) {
    counter.innerHtmlReads += 1
    return descriptor.get!.call(this)
  },
})
hydrateRoot(document.getElementById('root')!, <StaticSectionApp />)
requestAnimationFrame(() => (counter.hydrated = true))
