declare global {
  /** Defined by site/build/buildManifestPlugin for every build, server and client alike. */
  const __STRATUM_BUILD_ID__: string | undefined
}

/** The id of the running build (SPEC §3 Build metadata), the same in the server and the browser bundles. */
export const BUILD_ID: string = typeof __STRATUM_BUILD_ID__ === 'string' ? __STRATUM_BUILD_ID__ : 'dev'
