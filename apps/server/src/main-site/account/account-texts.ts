import type { Language } from '@highwater/core/constants';

export interface AccountTexts {
  setPasswordTitle: string;
  welcomeTitle: string;
  invitedTo: (group: string) => string;
  resetIntro: string;
  account: string;
  password: string;
  confirmation: string;
  savePassword: string;
  errors: {
    emailRequired: string;
    emailInvalid: string;
    emailTooLong: (max: number) => string;
  };
  linkGoneTitle: string;
  linkGoneText: string;
  askAgain: string;
  forgotTitle: string;
  forgotIntro: string;
  email: string;
  sendLink: string;
  sentTitle: string;
  sentText: string;
  backToSignIn: string;
  tooManyTitle: string;
  tooManyText: string;
  badRequestTitle: string;
  badRequestText: string;
  foreignFormTitle: string;
  foreignFormText: string;
}

export const ACCOUNT_TEXTS: Record<Language, AccountTexts> = {
  en: {
    setPasswordTitle: 'Choose a new password',
    welcomeTitle: 'Welcome to Highwater',
    invitedTo: (group) => `You were invited to ${group}. Choose a password to finish.`,
    resetIntro: 'Choose a new password. Your other sign-ins end when you save it.',
    account: 'Account',
    password: 'New password',
    confirmation: 'New password again',
    savePassword: 'Save password and sign in',
    errors: {
      emailRequired: 'Enter your e-mail address.',
      emailInvalid: 'Enter an e-mail address like name@example.org.',
      emailTooLong: (max) => `Use at most ${max} characters.`,
    },
    linkGoneTitle: 'This link no longer works',
    linkGoneText:
      'Links in our e-mails work once and for a limited time. Ask for a new one below, or ' +
      "ask your group's administrator to send a new invitation.",
    askAgain: 'Ask for a new link',
    forgotTitle: 'Forgot your password?',
    forgotIntro: 'Enter the e-mail you sign in with. We will send you a link to choose a new one.',
    email: 'E-mail',
    sendLink: 'Send the link',
    sentTitle: 'Check your e-mail',
    sentText:
      'If an account exists for this address, we sent it a link to choose a new password. ' +
      'The link works for 1 hour. No e-mail? Check your spam folder, or ask your administrator.',
    backToSignIn: 'Back to sign-in',
    tooManyTitle: 'Too many requests',
    tooManyText: 'Too many links were asked for this address. Wait an hour, then try again.',
    badRequestTitle: 'This request could not be read',
    badRequestText: 'Nothing was changed. Open the page again and send the form from there.',
    foreignFormTitle: 'This form was not sent from Highwater',
    foreignFormText: 'Nothing was changed. Open the page again and send the form from there.',
  },
  es: {
    setPasswordTitle: 'Elija una contraseña nueva',
    welcomeTitle: 'Le damos la bienvenida a Highwater',
    invitedTo: (group) => `Recibió una invitación a ${group}. Elija una contraseña para terminar.`,
    resetIntro: 'Elija una contraseña nueva. Sus otras sesiones se cierran al guardarla.',
    account: 'Cuenta',
    password: 'Contraseña nueva',
    confirmation: 'Repita la contraseña nueva',
    savePassword: 'Guardar la contraseña e iniciar sesión',
    errors: {
      emailRequired: 'Escriba su correo electrónico.',
      emailInvalid: 'Escriba un correo electrónico como nombre@ejemplo.org.',
      emailTooLong: (max) => `Use como máximo ${max} caracteres.`,
    },
    linkGoneTitle: 'Este enlace ya no funciona',
    linkGoneText:
      'Los enlaces de nuestros correos funcionan una vez y durante un tiempo limitado. Pida uno ' +
      'nuevo abajo o pida al administrador de su grupo que le envíe una nueva invitación.',
    askAgain: 'Pedir un enlace nuevo',
    forgotTitle: '¿Olvidó su contraseña?',
    forgotIntro:
      'Escriba el correo con el que inicia sesión. Le enviaremos un enlace para elegir una nueva.',
    email: 'Correo electrónico',
    sendLink: 'Enviar el enlace',
    sentTitle: 'Revise su correo',
    sentText:
      'Si existe una cuenta con esta dirección, le enviamos un enlace para elegir una contraseña ' +
      'nueva. El enlace funciona 1 hora. ¿No llega? Revise la carpeta de spam o pregunte a su ' +
      'administrador.',
    backToSignIn: 'Volver a iniciar sesión',
    tooManyTitle: 'Demasiadas solicitudes',
    tooManyText:
      'Se pidieron demasiados enlaces para esta dirección. Espere una hora y vuelva a intentarlo.',
    badRequestTitle: 'No se pudo leer esta solicitud',
    badRequestText: 'No se cambió nada. Vuelva a abrir la página y envíe el formulario desde allí.',
    foreignFormTitle: 'Este formulario no se envió desde Highwater',
    foreignFormText:
      'No se cambió nada. Vuelva a abrir la página y envíe el formulario desde allí.',
  },
};
