import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, log } from './actorHooksApp'

Object.assign(window, { actorLog: log })
const container = document.getElementById('root')!
if (document.body.dataset.strict === 'true') {
  // React's development build mounts, unmounts and mounts again every effect of a new StrictMode tree (at the root,
  // as vike-react has it: one under a newly placed component is not replayed)
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
} else {
  // the server render is hydrated: the actors' first snapshots must match what the server rendered
  hydrateRoot(container, <App />, {
    onRecoverableError: (error) => ((window as unknown as { hydrationErrors: string[] }).hydrationErrors ??= []).push(String(error)),
  })
}
