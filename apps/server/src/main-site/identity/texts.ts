import type { Language } from '@highwater/core/constants';

/** Every text the sign-in pages show, in both product languages. */
export interface IdentityTexts {
  signInPageTitle: string;
  signInHeading: string;
  signInIntro: string;
  emailLabel: string;
  passwordLabel: string;
  signInButton: string;
  forgotPassword: string;
  incorrectCredentials: string;
  tooManyAttempts: string;
  accountWaiting: string;
  otherLanguageName: string;
  cannotContinueTitle: string;
  unknownClient: string;
  invalidRequest: string;
  otherSite: string;
  goHome: string;
  redirectingHeading: string;
  redirectingHint: string;
  continueButton: string;
  signOutPageTitle: string;
  signOutHeading: string;
  signOutIntro: string;
  signOutButton: string;
  stayLink: string;
  signedOutHeading: string;
  signedOutText: string;
}

export const IDENTITY_TEXTS: Record<Language, IdentityTexts> = {
  en: {
    signInPageTitle: 'Sign in · Highwater',
    signInHeading: 'Sign in to Highwater',
    signInIntro: 'Use your work e-mail and password.',
    emailLabel: 'Work e-mail',
    passwordLabel: 'Password',
    signInButton: 'Sign in',
    forgotPassword: 'Forgot your password?',
    incorrectCredentials: 'Incorrect e-mail or password.',
    tooManyAttempts: 'Too many sign-in attempts. Wait a minute, then try again.',
    accountWaiting:
      'Too many failed sign-ins for this account. Wait a few minutes, then try again.',
    otherLanguageName: 'Español',
    cannotContinueTitle: 'Sign-in cannot continue',
    unknownClient:
      'The application that sent you here is not registered, or its return address does not match.',
    invalidRequest: 'The sign-in request is not valid. Go back to Highwater and try again.',
    otherSite: 'This sign-in form was sent from another site. Open the sign-in page again.',
    goHome: 'Go to Highwater',
    redirectingHeading: 'Signing you in…',
    redirectingHint: 'If nothing happens, press Continue.',
    continueButton: 'Continue',
    signOutPageTitle: 'Sign out · Highwater',
    signOutHeading: 'Sign out of Highwater?',
    signOutIntro: 'You will need your e-mail and password to sign in again.',
    signOutButton: 'Sign out',
    stayLink: 'Stay signed in',
    signedOutHeading: 'You are signed out',
    signedOutText: 'You have signed out of Highwater on this browser.',
  },
  es: {
    signInPageTitle: 'Iniciar sesión · Highwater',
    signInHeading: 'Inicie sesión en Highwater',
    signInIntro: 'Use su correo electrónico de trabajo y su contraseña.',
    emailLabel: 'Correo electrónico de trabajo',
    passwordLabel: 'Contraseña',
    signInButton: 'Iniciar sesión',
    forgotPassword: '¿Olvidó su contraseña?',
    incorrectCredentials: 'Correo electrónico o contraseña incorrectos.',
    tooManyAttempts:
      'Demasiados intentos de inicio de sesión. Espere un minuto y vuelva a intentarlo.',
    accountWaiting:
      'Demasiados intentos fallidos para esta cuenta. Espere unos minutos y vuelva a intentarlo.',
    otherLanguageName: 'English',
    cannotContinueTitle: 'No se puede continuar con el inicio de sesión',
    unknownClient:
      'La aplicación de la que viene no está registrada o su dirección de retorno no coincide.',
    invalidRequest:
      'La solicitud de inicio de sesión no es válida. Vuelva a Highwater e inténtelo de nuevo.',
    otherSite:
      'Este formulario de inicio de sesión se envió desde otro sitio. Vuelva a abrir la página de inicio de sesión.',
    goHome: 'Ir a Highwater',
    redirectingHeading: 'Iniciando sesión…',
    redirectingHint: 'Si no pasa nada, pulse Continuar.',
    continueButton: 'Continuar',
    signOutPageTitle: 'Cerrar sesión · Highwater',
    signOutHeading: '¿Cerrar sesión en Highwater?',
    signOutIntro: 'Necesitará su correo electrónico y su contraseña para volver a iniciar sesión.',
    signOutButton: 'Cerrar sesión',
    stayLink: 'Mantener la sesión iniciada',
    signedOutHeading: 'Ha cerrado sesión',
    signedOutText: 'Ha cerrado sesión en Highwater en este navegador.',
  },
};

/** The language the switch link on the sign-in page offers. */
export const otherLanguage = (lang: Language): Language => (lang === 'en' ? 'es' : 'en');
