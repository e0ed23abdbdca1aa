import { LANGUAGES, type Language } from '@highwater/core/constants';
import { brand, escapeHtml } from '@/main-site/identity/pages/page-shell.ts';
import { ICON_LINK } from '@/main-site/identity/pages/brand-mark.ts';
import { WEB_TEXTS } from './web-texts.ts';

// The same calm look as the sign-in pages: light grey page, white panels with hairline borders,
// one deep water blue. Inline styles are allowed by the CSP; scripts are not, and none are needed.
export const MAIN_SITE_STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#f1f3f5;color:#1b2430;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:#0b4f71;text-underline-offset:2px}
a:focus-visible{outline:2px solid #0b4f71;outline-offset:2px;border-radius:2px}
.top{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:56px;padding:4px 16px;
background:#fff;border-bottom:1px solid #dde2e8}
.top .brand{margin:0}
.home{text-decoration:none;border-radius:6px}
.brand{display:flex;align-items:center;gap:8px;margin:0 0 24px;color:#0b4f71;font-weight:600;font-size:1.0625rem}
.brand svg{flex:none}
.langs{display:flex;gap:4px;margin:0;padding:0;list-style:none}
.langs a{display:flex;align-items:center;min-height:44px;padding:0 12px;border-radius:6px;color:#4a5565;
text-decoration:none;font-size:.9375rem}
.langs a:hover{background:#f1f3f5}
.langs a[aria-current=page]{color:#0b4f71;font-weight:600;background:#e7eff4}
main{max-width:72rem;margin:0 auto;padding:16px}
@media (min-width:48rem){main{padding:32px 24px}}
.panel{background:#fff;border:1px solid #dde2e8;border-radius:10px}
.message{max-width:30rem;margin:8vh auto 0;padding:32px 24px}
@media (min-width:32rem){.message{padding:40px}}
.message>:last-child{margin-bottom:0}
h1{margin:0 0 8px;font-size:1.375rem;line-height:1.3;font-weight:600}
p{margin:0 0 16px}
.muted{color:#4a5565}
code{padding:2px 6px;border-radius:4px;background:#eef1f4;font:.9375em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 16px;border-radius:6px;
background:#0b4f71;color:#fff;font-weight:600;text-decoration:none}
.button:hover{background:#083d58}
`;

export interface DocumentOptions {
  lang: Language;
  title: string;
  body: string;
  /** Extra styles for this page. */
  styles?: string;
  /** Extra head tags, such as link-preview metadata. */
  head?: string;
  /** The address of this page in another language; shows the language switch when given. */
  hrefInLanguage?: (lang: Language) => string;
}

function languageSwitch(current: Language, hrefInLanguage: (lang: Language) => string): string {
  const label = escapeHtml(WEB_TEXTS[current].switchLanguageLabel);
  const links = LANGUAGES.map((lang) => {
    const name = escapeHtml(WEB_TEXTS[lang].languageName);
    const currentMark = lang === current ? ' aria-current="page"' : '';
    return `<li><a href="${escapeHtml(hrefInLanguage(lang))}" hreflang="${lang}" lang="${lang}"${currentMark}>${name}</a></li>`;
  }).join('');
  return `<nav aria-label="${label}"><ul class="langs">${links}</ul></nav>`;
}

export function renderDocument(options: DocumentOptions): string {
  const { lang, title, body, styles = '', head = '', hrefInLanguage } = options;
  const header = hrefInLanguage
    ? `<header class="top"><a class="home" href="/">${brand()}</a>${languageSwitch(lang, hrefInLanguage)}</header>`
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${ICON_LINK}
<title>${escapeHtml(title)}</title>
<style>${MAIN_SITE_STYLES}${styles}</style>
${head}
</head>
<body>
${header}
<main>${body}</main>
</body>
</html>
`;
}

/** A short page with one message and an optional way onward. */
export function messagePanel(options: {
  title: string;
  html: string;
  link?: { href: string; label: string };
  withBrand?: boolean;
}): string {
  const link = options.link
    ? `<a class="button" href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.label)}</a>`
    : '';
  return `<section class="panel message">
${options.withBrand ? brand() : ''}
<h1>${escapeHtml(options.title)}</h1>
${options.html}
${link}
</section>`;
}

export { escapeHtml };
