import type { Language } from '@highwater/core/constants';
import { IDENTITY_TEXTS } from '../texts.ts';
import { brand, escapeHtml, renderPage } from './page-shell.ts';

/** A page that explains why sign-in stopped, with a way back to the web app. */
export function messagePage(lang: Language, message: string): string {
  const t = IDENTITY_TEXTS[lang];
  const body = `<div class="card">
${brand()}
<h1>${escapeHtml(t.cannotContinueTitle)}</h1>
<p class="intro">${escapeHtml(message)}</p>
<a class="button" href="/">${escapeHtml(t.goHome)}</a>
</div>`;
  return renderPage({ lang, title: `${t.cannotContinueTitle} · Highwater`, body });
}
