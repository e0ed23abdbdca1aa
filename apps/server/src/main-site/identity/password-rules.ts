import type { Language } from '@highwater/core/constants';

/**
 * What a new password must be. Length is what makes a password hard to guess (NIST SP 800-63B);
 * no rules about kinds of characters. The longest matches what the sign-in form accepts
 * (identity-schemas.ts LoginBody).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong';

/** Why a new password is refused, or null when it may be used. Counted as people count characters. */
export function newPasswordProblem(password: string): PasswordProblem | null {
  if (password === '') return 'required';
  const length = [...password.normalize('NFKC')].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}

/** How every page that sets a password explains the rules and its refusals. */
export const PASSWORD_TEXTS: Record<
  Language,
  Record<PasswordProblem | 'hint' | 'differs', string>
> = {
  en: {
    hint: `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember.`,
    required: 'Enter a new password.',
    tooShort: `Your new password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
    tooLong: `Your new password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
    differs: 'The two new passwords are not the same.',
  },
  es: {
    hint: `Al menos ${PASSWORD_MIN_LENGTH} caracteres. Unas cuantas palabras sin relación son fáciles de recordar.`,
    required: 'Escriba una contraseña nueva.',
    tooShort: `Su nueva contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    tooLong: `Su nueva contraseña puede tener como máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
    differs: 'Las dos contraseñas nuevas no coinciden.',
  },
};
