import type { Language } from '@highwater/core/constants';
import { PASSWORD_TEXTS } from '../../identity/password-rules.ts';
import { AVATAR_MAX_MEGABYTES, NAME_MAX_LENGTH } from './settings-limits.ts';

/** The texts of /admin/settings. */
export interface SettingsTexts {
  signedInAs: string;
  profileHeading: string;
  firstName: string;
  lastName: string;
  photoHeading: string;
  photoAlt: string;
  noPhoto: string;
  photoField: string;
  photoHint: string;
  upload: string;
  removePhoto: string;
  preferencesHeading: string;
  language: string;
  languageHint: string;
  units: string;
  unitNames: { IMPERIAL: string; METRIC: string };
  passwordHeading: string;
  currentPassword: string;
  newPassword: string;
  newPasswordHint: string;
  confirmPassword: string;
  changePassword: string;
  everywhereHeading: string;
  everywhereText: string;
  signOutEverywhere: string;
  signedOutTitle: string;
  signedOutText: string;
  signInAgain: string;
  notices: Record<SettingsNotice, string>;
  errors: Record<SettingsError, string>;
  /** For a wait after too many wrong passwords; {seconds} is replaced. */
  passwordWait: string;
}

export const SETTINGS_NOTICES = [
  'profile',
  'photo',
  'photo-removed',
  'preferences',
  'password',
] as const;
export type SettingsNotice = (typeof SETTINGS_NOTICES)[number];

export type SettingsError =
  | 'firstNameMissing'
  | 'firstNameTooLong'
  | 'lastNameTooLong'
  | 'languageUnknown'
  | 'unitsUnknown'
  | 'photoMissing'
  | 'photoType'
  | 'photoTooLarge'
  | 'photoTooManyPixels'
  | 'photoUnreadable'
  | 'photoMarkup'
  | 'currentPasswordMissing'
  | 'currentPasswordWrong'
  | 'newPasswordMissing'
  | 'newPasswordTooShort'
  | 'newPasswordTooLong'
  | 'newPasswordSame'
  | 'confirmPasswordDifferent';

export const SETTINGS_TEXTS: Record<Language, SettingsTexts> = {
  en: {
    signedInAs: 'Signed in as',
    profileHeading: 'Your name',
    firstName: 'First name',
    lastName: 'Last name',
    photoHeading: 'Your photo',
    photoAlt: 'Your photo',
    noPhoto: 'No photo yet.',
    photoField: 'New photo',
    photoHint: `JPEG, PNG or WebP, at most ${AVATAR_MAX_MEGABYTES} MB. It is cut to a square; its location and camera details are removed.`,
    upload: 'Upload photo',
    removePhoto: 'Remove photo',
    preferencesHeading: 'Language and units',
    language: 'Language',
    languageHint:
      'Used for these pages and for the dashboard when your browser has no choice of its own.',
    units: 'Units',
    unitNames: {
      IMPERIAL: 'Imperial (feet, miles, °F)',
      METRIC: 'Metric (metres, kilometres, °C)',
    },
    passwordHeading: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint: PASSWORD_TEXTS.en.hint,
    confirmPassword: 'New password again',
    changePassword: 'Change password',
    everywhereHeading: 'Sign out everywhere',
    everywhereText:
      'Signs you out of Highwater on every device and browser, this one included. Open dashboards ask you to sign in again.',
    signOutEverywhere: 'Sign out everywhere',
    signedOutTitle: 'You are signed out everywhere',
    signedOutText:
      'Highwater signed you out on every device and browser. Open dashboards ask you to sign in again.',
    signInAgain: 'Sign in again',
    notices: {
      profile: 'Your name was saved.',
      photo: 'Your photo was saved.',
      'photo-removed': 'Your photo was removed.',
      preferences: 'Your language and units were saved.',
      password: 'Your password was changed.',
    },
    errors: {
      firstNameMissing: 'Enter your first name.',
      firstNameTooLong: `Your first name can have at most ${NAME_MAX_LENGTH} characters.`,
      lastNameTooLong: `Your last name can have at most ${NAME_MAX_LENGTH} characters.`,
      languageUnknown: 'Choose English or Spanish.',
      unitsUnknown: 'Choose imperial or metric units.',
      photoMissing: 'Choose a photo to upload.',
      photoType: 'The photo must be a JPEG, PNG or WebP image.',
      photoTooLarge: `The photo must be at most ${AVATAR_MAX_MEGABYTES} MB.`,
      photoTooManyPixels: 'The photo has too many pixels. Upload a smaller one.',
      photoUnreadable: 'The photo could not be read: it is damaged or incomplete.',
      photoMarkup: 'The file also holds web page code and was refused.',
      currentPasswordMissing: 'Enter your current password.',
      currentPasswordWrong: 'Your current password is not right.',
      newPasswordMissing: PASSWORD_TEXTS.en.required,
      newPasswordTooShort: PASSWORD_TEXTS.en.tooShort,
      newPasswordTooLong: PASSWORD_TEXTS.en.tooLong,
      newPasswordSame: 'Your new password must differ from your current one.',
      confirmPasswordDifferent: PASSWORD_TEXTS.en.differs,
    },
    passwordWait: 'Too many wrong passwords. Try again in {seconds} seconds.',
  },
  es: {
    signedInAs: 'Ha iniciado sesión como',
    profileHeading: 'Su nombre',
    firstName: 'Nombre',
    lastName: 'Apellido',
    photoHeading: 'Su foto',
    photoAlt: 'Su foto',
    noPhoto: 'Todavía no hay foto.',
    photoField: 'Nueva foto',
    photoHint: `JPEG, PNG o WebP, de ${AVATAR_MAX_MEGABYTES} MB como máximo. Se recorta en un cuadrado; se quitan su ubicación y los datos de la cámara.`,
    upload: 'Subir foto',
    removePhoto: 'Quitar foto',
    preferencesHeading: 'Idioma y unidades',
    language: 'Idioma',
    languageHint:
      'Se usa en estas páginas y en el panel cuando su navegador no tiene una elección propia.',
    units: 'Unidades',
    unitNames: {
      IMPERIAL: 'Imperiales (pies, millas, °F)',
      METRIC: 'Métricas (metros, kilómetros, °C)',
    },
    passwordHeading: 'Contraseña',
    currentPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    newPasswordHint: PASSWORD_TEXTS.es.hint,
    confirmPassword: 'Nueva contraseña otra vez',
    changePassword: 'Cambiar contraseña',
    everywhereHeading: 'Cerrar sesión en todas partes',
    everywhereText:
      'Esto cierra su sesión de Highwater en todos los dispositivos y navegadores, también en este. Los paneles abiertos le pedirán que vuelva a iniciar sesión.',
    signOutEverywhere: 'Cerrar sesión en todas partes',
    signedOutTitle: 'Se cerró su sesión en todas partes',
    signedOutText:
      'Highwater cerró su sesión en todos los dispositivos y navegadores. Los paneles abiertos le pedirán que vuelva a iniciar sesión.',
    signInAgain: 'Volver a iniciar sesión',
    notices: {
      profile: 'Se guardó su nombre.',
      photo: 'Se guardó su foto.',
      'photo-removed': 'Se quitó su foto.',
      preferences: 'Se guardaron su idioma y sus unidades.',
      password: 'Se cambió su contraseña.',
    },
    errors: {
      firstNameMissing: 'Escriba su nombre.',
      firstNameTooLong: `Su nombre puede tener como máximo ${NAME_MAX_LENGTH} caracteres.`,
      lastNameTooLong: `Su apellido puede tener como máximo ${NAME_MAX_LENGTH} caracteres.`,
      languageUnknown: 'Elija inglés o español.',
      unitsUnknown: 'Elija unidades imperiales o métricas.',
      photoMissing: 'Elija una foto para subir.',
      photoType: 'La foto debe ser una imagen JPEG, PNG o WebP.',
      photoTooLarge: `La foto debe tener como máximo ${AVATAR_MAX_MEGABYTES} MB.`,
      photoTooManyPixels: 'La foto tiene demasiados píxeles. Suba una más pequeña.',
      photoUnreadable: 'No se pudo leer la foto: está dañada o incompleta.',
      photoMarkup: 'El archivo también contiene código de página web y se rechazó.',
      currentPasswordMissing: 'Escriba su contraseña actual.',
      currentPasswordWrong: 'Su contraseña actual no es correcta.',
      newPasswordMissing: PASSWORD_TEXTS.es.required,
      newPasswordTooShort: PASSWORD_TEXTS.es.tooShort,
      newPasswordTooLong: PASSWORD_TEXTS.es.tooLong,
      newPasswordSame: 'Su nueva contraseña debe ser distinta de la actual.',
      confirmPasswordDifferent: PASSWORD_TEXTS.es.differs,
    },
    passwordWait: 'Demasiadas contraseñas incorrectas. Vuelva a intentarlo en {seconds} segundos.',
  },
};
