import { action as accountAction } from '../../app/routes/account/account.tsx'
import { action as confirmEmailAction } from '../../app/routes/account/confirm-email.tsx'
import { action as adminClaimsAction } from '../../app/routes/admin/claims.tsx'
import { action as adminContributionsAction } from '../../app/routes/admin/contributions.tsx'
import { action as adminReviewsAction } from '../../app/routes/admin/reviews.tsx'
import { action as adminUsersAction } from '../../app/routes/admin/users.tsx'
import { action as agentDetailAction } from '../../app/routes/agents/agent-detail.tsx'
import { action as claimAction } from '../../app/routes/agents/claim.tsx'
import { action as editAction } from '../../app/routes/agents/edit.tsx'
import { action as forgotPasswordAction } from '../../app/routes/auth/forgot-password.tsx'
import { action as resetPasswordAction } from '../../app/routes/auth/reset-password.tsx'
import { action as signInAction } from '../../app/routes/auth/sign-in.tsx'
import { action as signOutAction } from '../../app/routes/auth/sign-out.tsx'
import { action as signUpAction } from '../../app/routes/auth/sign-up.tsx'
import { action as contributeAction } from '../../app/routes/contribute/contribute.tsx'
import { action as crawlerAction } from '../../app/routes/crawler.tsx'
import { action as checkoutAction } from '../../app/routes/payments/checkout.tsx'
import { action as premiumSubscribeAction } from '../../app/routes/payments/premium-subscribe.tsx'
import { action as sandboxCheckoutAction } from '../../app/routes/payments/sandbox-checkout.tsx'
import { action as stripeTestAction } from '../../app/routes/payments/stripe-test.tsx'
import type { TPageActionTarget } from './fuzz.ts'

const at = (name: string, path: string, action: TPageActionTarget['action']): TPageActionTarget => ({ name, path: () => path, params: () => ({}), action })
const agent = (name: string, suffix: string, action: TPageActionTarget['action']): TPageActionTarget => ({
  name,
  path: (id) => `/agents/${id}${suffix}`,
  params: (id) => ({ agentId: id }),
  action,
})

/** Every page action in app/routes (page-actions.test.ts checks that each route's action is a pageAction). */
export const PAGE_ACTION_TARGETS: TPageActionTarget[] = [
  at('sign-in', '/sign-in', signInAction as never),
  at('sign-up', '/sign-up', signUpAction as never),
  at('sign-out', '/sign-out', signOutAction as never),
  at('forgot-password', '/forgot-password', forgotPasswordAction as never),
  at('reset-password', '/reset-password', resetPasswordAction as never),
  at('account', '/account', accountAction as never),
  at('confirm-email', '/account/confirm-email', confirmEmailAction as never),
  at('admin users', '/admin/users', adminUsersAction as never),
  at('admin reviews', '/admin/reviews', adminReviewsAction as never),
  at('admin contributions', '/admin/contributions', adminContributionsAction as never),
  at('admin claims', '/admin/claims', adminClaimsAction as never),
  at('contribute', '/contribute', contributeAction as never),
  at('crawler', '/crawler', crawlerAction as never),
  agent('reviews', '', agentDetailAction as never),
  agent('claim', '/claim', claimAction as never),
  agent('edit listing', '/edit', editAction as never),
  at('checkout', '/checkout', checkoutAction as never),
  at('premium subscribe', '/premium/subscribe', premiumSubscribeAction as never),
  at('stripe test', '/stripe-test', stripeTestAction as never),
  { name: 'sandbox checkout', path: (id) => `/checkout/sandbox/${id}`, params: (id) => ({ sessionId: id }), action: sandboxCheckoutAction as never },
]
