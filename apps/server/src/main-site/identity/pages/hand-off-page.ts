import type { Language } from '@highwater/core/constants';
import { HAND_OFF_SCRIPT_PATH } from '../browser-scripts.ts';
import { renderPage } from './page-shell.ts';

export type FrameMessage = string | Record<string, string>;
export type AuthAnswer = { code: string; state: string } | { error: string; state: string };

export interface HandOff {
  /** The only origin the frame's message may be delivered to. */
  targetOrigin: string;
  /** For the parent window, when the page is the silent check's frame. */
  message: FrameMessage;
  /** For the web app in the same tab, when the page is at top level. */
  answer: AuthAnswer;
}

// JSON inside a script element must not be able to close the element or start a comment.
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The callback's answer: an external script (the CSP allows no inline code) reads the data
 * block and either posts the message to the parent window or stores the answer and opens the app.
 * At top level it shows for a moment between the sign-in pages and the app, so it wears their
 * page shell, empty, rather than a blank white page.
 */
export function handOffPage(lang: Language, handOff: HandOff): string {
  return renderPage({
    lang,
    title: 'Highwater',
    body: '',
    head: `<meta name="referrer" content="no-referrer">
<script type="application/json" id="auth-message">${safeJson(handOff)}</script>
<script src="${HAND_OFF_SCRIPT_PATH}" defer></script>`,
  });
}
