import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { buildManifestPlugin } from './site/build/buildManifestPlugin'
import { serverBundlePlugin } from './site/server/build/serverBundlePlugin'

export default defineConfig({
  plugins: [react(), vike(), buildManifestPlugin(), serverBundlePlugin()],
  build: {
    // the generated validators are plain ESM; keep modern output for a lean client bundle
    target: 'es2022',
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
})
