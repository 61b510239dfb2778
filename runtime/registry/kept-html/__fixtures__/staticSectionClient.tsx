import { hydrateRoot } from 'react-dom/client'
import { StaticSectionApp } from './staticSectionApp'
import { watchInnerHtmlReads } from '../../../testing/watchInnerHtmlReads'

// reads of innerHTML from here on: hydrating a static section should make none
watchInnerHtmlReads()
hydrateRoot(document.getElementById('root')!, <StaticSectionApp />)
requestAnimationFrame(() => ((window as unknown as { hydrated: boolean }).hydrated = true))
