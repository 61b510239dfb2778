import { hydrateRoot } from 'react-dom/client'
import { setSectionLogger } from '../reportSectionProblem'
import { App } from './hydrationApp'

const logged: Record<string, unknown>[] = []
setSectionLogger((line) => void logged.push(line))
;(window as unknown as { sectionLog: typeof logged }).sectionLog = logged
const diagnostics = document.body.dataset.diagnostics === 'true'
hydrateRoot(document.getElementById('root')!, <App diagnostics={diagnostics} />, { onRecoverableError: () => {} })
