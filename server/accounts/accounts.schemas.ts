import { z } from 'zod'
import { ZDatabaseId } from '../shared/database-id.ts'

/** Shared by the API, the route actions and the forms: one set of rules for every account input. */
export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 200
export const NAME_MAX_LENGTH = 80

export const USER_ROLES = ['member', 'admin'] as const
export type TUserRole = (typeof USER_ROLES)[number]

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)

/** Sign-in and confirmations check any stored password, so only the upper bound applies. */
const ZExistingPassword = z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH, 'Password is too long')

export const ZDisplayName = z.string().trim().min(1, 'Name is required').max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)

const ZToken = z.string().trim().min(20, 'This link is incomplete').max(200, 'This link is malformed')

export const ZSignUpRequest = z.object({ email: ZEmail, password: ZPassword, name: ZDisplayName })
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>

export const ZSignInRequest = z.object({ email: ZEmail, password: ZExistingPassword })
export type TSignInRequest = z.infer<typeof ZSignInRequest>

export const ZPasswordResetRequest = z.object({ email: ZEmail })
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>

export const ZPasswordResetConfirmRequest = z.object({ token: ZToken, password: ZPassword })
export type TPasswordResetConfirmRequest = z.infer<typeof ZPasswordResetConfirmRequest>

export const ZUpdateAccountRequest = z.object({ name: ZDisplayName })
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>

/** The current password is asked again: a stolen session alone must not be able to take the account over. */
export const ZChangeEmailRequest = z.object({ email: ZEmail, currentPassword: ZExistingPassword })
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>

export const ZConfirmEmailRequest = z.object({ token: ZToken })
export type TConfirmEmailRequest = z.infer<typeof ZConfirmEmailRequest>

export const ZChangePasswordRequest = z.object({ currentPassword: ZExistingPassword, newPassword: ZPassword })
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>

export const ZDeleteAccountRequest = z.object({ password: ZExistingPassword })
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>

export const ZFindUsersQuery = z
  .object({
    search: z.string().trim().max(200).optional(),
    role: z.enum(USER_ROLES).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict()
export type TFindUsersQuery = z.infer<typeof ZFindUsersQuery>

export const ZSetUserRoleRequest = z.object({ role: z.enum(USER_ROLES) })
export type TSetUserRoleRequest = z.infer<typeof ZSetUserRoleRequest>

export const ZUserIdParam = z.object({ id: ZDatabaseId })

/** The signed-in user as the server and the pages see it. Never includes the password hash. */
export const ZSessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  emailVerifiedAt: z.string().nullable().describe('When the member followed a confirmation link (ISO time), or null.'),
  createdAt: z.string(),
})
export type TSessionUser = z.infer<typeof ZSessionUser>

/** A row of the admin users list. `isBuilder`: owns at least one agent, or an admin granted builder. */
export const ZAdminUser = ZSessionUser.extend({
  isBuilder: z.boolean().describe('Owns at least one agent listing, or an admin granted builder.'),
  isBuilderGranted: z.boolean().describe('An admin granted builder by hand.'),
  lockedAt: z.string().nullable().describe('When an admin locked the account (sign-in refused), or null.'),
  deletedAt: z.string().nullable(),
})
export type TAdminUser = z.infer<typeof ZAdminUser>

export const ZFindUsersResult = z.object({ users: z.array(ZAdminUser), total: z.number().int() })
export type TFindUsersResult = z.infer<typeof ZFindUsersResult>

/** Response bodies (documented in the OpenAPI document). */
export const ZUserResponse = z.object({ user: ZSessionUser })
export const ZMessageResponse = z.object({ message: z.string() })
export const ZRevokedResponse = z.object({ revoked: z.number().int().describe('How many sessions ended.') })
export const ZConfirmedEmailResponse = z.object({ user: ZSessionUser.pick({ id: true, email: true, emailVerifiedAt: true }) })
