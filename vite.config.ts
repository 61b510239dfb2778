import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { serverBundlePlugin } from './site/server/build/serverBundlePlugin'
import { buildManifestPlugin } from './site/build/buildManifestPlugin'

export default defineConfig({
  plugins: [react(), vike(), serverBundlePlugin(), buildManifestPlugin()],
  build: {
    // the generated validators are plain ESM; keep modern output for a lean client bundle
    target: 'es2022',
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
})
