import type { Language } from '@highwater/core/constants';
import { brandMarkInline, ICON_LINK } from './brand-mark.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

export const hiddenInputs = (fields: Record<string, string | undefined>) =>
  Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');

// The product's calm look: light grey page, white card, one deep water blue for the primary action
// and focus rings. Inline styles are allowed by the CSP; scripts are not.
const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
background:#f1f3f5;color:#1b2430;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:26rem}
.card{background:#fff;border:1px solid #dde2e8;border-radius:10px;padding:32px 24px}
@media (min-width:32rem){.card{padding:40px}}
.brand{display:flex;align-items:center;gap:8px;margin:0 0 24px;color:#0b4f71;font-weight:600;font-size:1.0625rem}
.brand svg{flex:none}
h1{margin:0 0 8px;font-size:1.375rem;line-height:1.3;font-weight:600}
p{margin:0 0 16px}
.intro{color:#4a5565}
.alert{margin:0 0 16px;padding:12px 16px;border:1px solid #f1c2bd;border-left:4px solid #b42318;border-radius:6px;background:#fdf2f1;color:#8a1c12}
.field{margin:0 0 16px}
label{display:block;margin:0 0 4px;font-weight:600;font-size:.9375rem}
input[type=email],input[type=password]{display:block;width:100%;min-height:44px;padding:10px 12px;font:inherit;color:inherit;
background:#fff;border:1px solid #aab4c0;border-radius:6px}
input[aria-invalid=true]{border-color:#b42318}
input:focus-visible{outline:2px solid #0b4f71;outline-offset:1px;border-color:#0b4f71}
.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:44px;margin:24px 0 0;padding:10px 16px;
border:0;border-radius:6px;background:#0b4f71;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button:hover{background:#083d58}
.button:focus-visible{outline:2px solid #0b4f71;outline-offset:2px}
.footer{margin:16px 0 0;text-align:center;font-size:.9375rem}
.footer a{color:#0b4f71;text-underline-offset:2px}
.footer a:focus-visible{outline:2px solid #0b4f71;outline-offset:2px;border-radius:2px}
`;

const LOGO = brandMarkInline(28);

export const brand = () => `<p class="brand">${LOGO}<span>Highwater</span></p>`;

export interface PageOptions {
  lang: Language;
  title: string;
  body: string;
  /** Extra tags for the head, such as an external script. */
  head?: string;
}

export function renderPage({ lang, title, body, head = '' }: PageOptions): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${ICON_LINK}
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
${head}
</head>
<body>
<main>${body}</main>
</body>
</html>
`;
}
