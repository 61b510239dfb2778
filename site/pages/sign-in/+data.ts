import { loadAuthProviders } from '../../server/auth/loadAuthProviders'

/** What the sign-in page renders besides its form: a button per sign-in provider enabled in Strapi. */
export interface SignInPageData {
  providers: string[]
}

export async function data(): Promise<SignInPageData> {
  return { providers: await loadAuthProviders() }
}
