import { listenForVideoPlay } from '../../sections/juxtaposed-media/playVideo'
import { drawDeferredSections } from '../layouts/deferredDrawing'
import { startBuildUpdates } from '../widgets/buildUpdates.client'

// The first client code to run (https://vike.dev/client): build updates must be listening for chunk errors before
// hydration loads the page's section chunks. Videos in static sections play from one listener (playVideo.ts).
startBuildUpdates()
drawDeferredSections()
listenForVideoPlay(document)
