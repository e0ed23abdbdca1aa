/**
 * What a new password must be. Length is what makes a password hard to guess (NIST SP 800-63B);
 * no rules about kinds of characters. The longest matches what the sign-in form accepts.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

export type PasswordProblem = 'too-short' | 'too-long';

/** Why a new password is refused, or null when it may be used. Counted in characters. */
export function newPasswordProblem(password: string): PasswordProblem | null {
  const length = [...password.normalize('NFKC')].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  return null;
}
