import type { Language } from '@highwater/core/constants';
import { FORM_POST_SCRIPT_PATH } from '../browser-scripts.ts';
import { IDENTITY_TEXTS } from '../texts.ts';
import { brand, escapeHtml, hiddenInputs, renderPage } from './page-shell.ts';

export type FormPostFields =
  { code: string; state: string; iss?: string } | { error: string; state?: string; iss?: string };

/**
 * The OAuth form_post answer: a form that a small external script submits at once (the CSP forbids
 * inline scripts), with a visible Continue button for browsers that run no script.
 */
export function formPostPage(lang: Language, redirectUri: string, fields: FormPostFields): string {
  const t = IDENTITY_TEXTS[lang];
  const body = `<div class="card">
${brand()}
<form id="form-post" method="post" action="${escapeHtml(redirectUri)}">
${hiddenInputs(fields)}
<h1>${escapeHtml(t.redirectingHeading)}</h1>
<p class="intro">${escapeHtml(t.redirectingHint)}</p>
<button class="button" type="submit">${escapeHtml(t.continueButton)}</button>
</form>
</div>`;
  return renderPage({
    lang,
    title: 'Highwater',
    body,
    head: `<script src="${FORM_POST_SCRIPT_PATH}" defer></script>`,
  });
}
