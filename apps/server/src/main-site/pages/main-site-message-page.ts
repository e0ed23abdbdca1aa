import type { Language } from '@highwater/core/constants';
import { MAIN_SITE_TEXTS } from './main-site-texts.ts';
import { escapeHtml, messagePanel, renderDocument } from './page-layout.ts';
import { WEB_TEXTS } from './web-texts.ts';

type HrefInLanguage = (lang: Language) => string;

/** A short main-site page with one message and one way onward: not found, sign in and the like. */
export function mainSiteMessagePage(options: {
  lang: Language;
  title: string;
  text: string;
  link: { href: string; label: string };
  hrefInLanguage: HrefInLanguage;
}): string {
  const { lang, title, text, link, hrefInLanguage } = options;
  return renderDocument({
    lang,
    title: `${title} · Highwater`,
    head: '<meta name="robots" content="noindex">',
    body: messagePanel({ title, html: `<p class="muted">${escapeHtml(text)}</p>`, link }),
    hrefInLanguage,
  });
}

/** For an address whose query does not validate (a 400). */
export const badQueryPage = (lang: Language, hrefInLanguage: HrefInLanguage) =>
  mainSiteMessagePage({
    lang,
    title: WEB_TEXTS[lang].badRequestTitle,
    text: MAIN_SITE_TEXTS[lang].badAddressText,
    link: { href: '/', label: WEB_TEXTS[lang].goHome },
    hrefInLanguage,
  });
