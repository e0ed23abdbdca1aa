import type { Language } from '@highwater/core/constants';
import { authorizeFields, type AuthorizeRequest } from '../authorize-request.ts';
import { IDENTITY_TEXTS, otherLanguage } from '../texts.ts';
import { brand, escapeHtml, hiddenInputs, renderPage } from './page-shell.ts';

export interface LoginPageOptions {
  lang: Language;
  request: AuthorizeRequest;
  email?: string;
  /** A message shown above the fields, such as wrong credentials. */
  error?: string;
}

/** The sign-in form; the pending authorization request travels along in hidden fields. */
export function loginPage({ lang, request, email = '', error }: LoginPageOptions): string {
  const t = IDENTITY_TEXTS[lang];
  const switchTo = otherLanguage(lang);
  const switchQuery = new URLSearchParams(
    Object.entries({
      ...authorizeFields(request),
      prompt: request.prompt === 'login' ? 'login' : undefined,
      lang: switchTo,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const focusEmail = email === '' ? ' autofocus' : '';
  const focusPassword = email === '' ? '' : ' autofocus';

  const body = `<div class="card">
${brand()}
<h1>${escapeHtml(t.signInHeading)}</h1>
<p class="intro">${escapeHtml(t.signInIntro)}</p>
${error ? `<p class="alert" id="login-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/identity/login">
${hiddenInputs({ ...authorizeFields(request), lang })}
<div class="field">
<label for="email">${escapeHtml(t.emailLabel)}</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" spellcheck="false" autocapitalize="none" required maxlength="320" value="${escapeHtml(email)}"${invalid}${focusEmail}>
</div>
<div class="field">
<label for="password">${escapeHtml(t.passwordLabel)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${invalid}${focusPassword}>
</div>
<button class="button" type="submit">${escapeHtml(t.signInButton)}</button>
</form>
<p class="footer"><a href="/account/forgot-password?lang=${lang}">${escapeHtml(t.forgotPassword)}</a></p>
</div>
<p class="footer"><a href="/identity/authorize?${escapeHtml(switchQuery.toString())}" lang="${switchTo}" hreflang="${switchTo}">${escapeHtml(t.otherLanguageName)}</a></p>`;

  return renderPage({ lang, title: t.signInPageTitle, body });
}
