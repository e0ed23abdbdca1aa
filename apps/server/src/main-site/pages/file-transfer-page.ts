import type { Language } from '@highwater/core/constants';
import { escapeHtml, messagePanel, renderDocument } from './page-layout.ts';
import { WEB_TEXTS } from './web-texts.ts';

// Shown inside the Files screen's frame, so it carries no page header of its own.
const STYLES = `
main{padding:16px}
.message{margin-top:4vh}
.contact{margin:0 0 8px}
.contact a{font-weight:600;overflow-wrap:anywhere}
.contact a[href^="tel:"]{white-space:nowrap}
`;

/** The default file-transfer address: honest that no transfer service is configured offline. */
export function fileTransferPage(
  lang: Language,
  supportEmail: string,
  supportPhone: string,
): string {
  const t = WEB_TEXTS[lang];
  const email = escapeHtml(supportEmail);
  const phoneHref = escapeHtml(supportPhone.replace(/[^\d+]/g, ''));
  const html = `<p class="muted">${escapeHtml(t.fileTransferText)}</p>
<p class="contact">${escapeHtml(t.fileTransferContact)} <a href="mailto:${email}">${email}</a>.</p>
<p class="contact">${escapeHtml(t.fileTransferPhone)} <a href="tel:${phoneHref}">${escapeHtml(supportPhone)}</a>.</p>`;
  return renderDocument({
    lang,
    title: `${t.fileTransferTitle} · Highwater`,
    styles: STYLES,
    head: '<meta name="robots" content="noindex">',
    body: messagePanel({ title: t.fileTransferTitle, html, withBrand: true }),
  });
}
