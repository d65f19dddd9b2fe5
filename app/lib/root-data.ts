import { useRouteLoaderData } from 'react-router'
import type { TSessionUser } from '../../server/accounts/index.ts'

/** What the root route's loader gives every page: the signed-in user, if any, and the CSP nonce. */
export type TRootData = {
  user: Pick<TSessionUser, 'id' | 'name' | 'email' | 'role'> | null
  nonce: string
}

/** The root loader's data from any component (undefined while an error page renders without it). */
export function useRootData(): TRootData | undefined {
  return useRouteLoaderData<TRootData>('root')
}
