/**
 * A new password's length: long enough that guessing it through the sign-in form's throttle is
 * hopeless, and no longer than the sign-in form accepts (identity-schemas.ts LoginBody).
 */
export const MIN_PASSWORD = 12;
export const MAX_PASSWORD = 1024;

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'differs';

/** What is wrong with a new password and its confirmation, per field; empty when nothing. */
export function checkNewPassword(
  password: string,
  confirmation: string,
): { password?: PasswordProblem; confirmation?: PasswordProblem } {
  // Counted as people count characters, not UTF-16 units.
  const length = [...password.normalize('NFKC')].length;
  if (password === '') return { password: 'required' };
  if (length < MIN_PASSWORD) return { password: 'tooShort' };
  if (length > MAX_PASSWORD) return { password: 'tooLong' };
  if (confirmation !== password) return { confirmation: 'differs' };
  return {};
}
