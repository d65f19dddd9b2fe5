import { AppError } from '../shared/errors.ts'
import { checkCurrentPassword } from './check-current-password.ts'
import { eraseAccount } from './erase-account.ts'

export { DELETED_USER_NAME } from './erase-account.ts'

export type DeleteAccountOptions = { userId: number; password: string; now?: Date }

/**
 * Deletes a member's account by anonymising it (eraseAccount): reviews remain, attributed to
 * "Deleted user", and nobody else's data changes. The same email can sign up again afterwards.
 */
export async function deleteAccount({ userId, password, now = new Date() }: DeleteAccountOptions): Promise<void> {
  await checkCurrentPassword({ userId, password })
  try {
    await eraseAccount({ userId, now })
  } catch (error) {
    // The member deletes their own account: say it in their words.
    if (error instanceof AppError && error.code === 'CONFLICT') {
      throw new AppError('CONFLICT', 'You are the last admin. Grant admin to someone else before deleting your account.')
    }
    throw error
  }
}
