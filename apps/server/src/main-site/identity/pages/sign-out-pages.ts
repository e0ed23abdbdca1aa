import type { Language } from '@highwater/core/constants';
import { END_SESSION_PATH } from '../provider-metadata.ts';
import { IDENTITY_TEXTS } from '../texts.ts';
import { brand, escapeHtml, hiddenInputs, renderPage } from './page-shell.ts';

/**
 * Asks before signing out: a link from another site alone must not end the session. Someone
 * who did not mean to sign out keeps their session through the link under the card.
 */
export function confirmSignOutPage(lang: Language, fields: Record<string, string | undefined>) {
  const t = IDENTITY_TEXTS[lang];
  const body = `<div class="card">
${brand()}
<h1>${escapeHtml(t.signOutHeading)}</h1>
<p class="intro">${escapeHtml(t.signOutIntro)}</p>
<form method="post" action="${END_SESSION_PATH}">
${hiddenInputs({ ...fields, lang })}
<button class="button" type="submit">${escapeHtml(t.signOutButton)}</button>
</form>
</div>
<p class="footer"><a href="/">${escapeHtml(t.stayLink)}</a></p>`;
  return renderPage({ lang, title: t.signOutPageTitle, body });
}

/** Where a sign-out ends when no client asked to be returned to. */
export function signedOutPage(lang: Language) {
  const t = IDENTITY_TEXTS[lang];
  const body = `<div class="card">
${brand()}
<h1>${escapeHtml(t.signedOutHeading)}</h1>
<p class="intro">${escapeHtml(t.signedOutText)}</p>
<a class="button" href="/">${escapeHtml(t.goHome)}</a>
</div>`;
  return renderPage({ lang, title: t.signOutPageTitle, body });
}
