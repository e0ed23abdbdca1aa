import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@highwater/core/constants';
import { ICON_LINK } from '../identity/pages/brand-mark.ts';
import { brand } from '../identity/pages/page-shell.ts';
import { WEB_TEXTS } from '../pages/web-texts.ts';
import { ADMIN_STYLES } from './admin-styles.ts';
import { ADMIN_SECTIONS, ADMIN_TEXTS, type AdminSection } from './admin-texts.ts';
import type { AdminViewer } from './admin-viewer.ts';

/** An admin address in a language: the path with `lang` set, other parameters kept. */
export function hrefIn(url: string, lang: Language): string {
  const address = new URL(url, 'http://x');
  address.searchParams.set('lang', lang);
  return `${address.pathname}${address.search}`;
}

export const sectionHref = (section: AdminSection, lang: Language) =>
  `/admin/${section}?lang=${lang}`;

function visibleSections(viewer: AdminViewer | null): AdminSection[] {
  if (!viewer) return [];
  return ADMIN_SECTIONS.filter((section) => section !== 'outbox' || viewer.isProviderAdmin);
}

export interface AdminPage {
  title: string;
  /** The tab shown as current; null for pages outside the tabs (set password, sign-in). */
  section: AdminSection | null;
  status?: number;
  /** A short confirmation shown above the page, such as "Saved." */
  notice?: string;
}

/**
 * Sends `template` inside the admin layout in the viewer's language. The template gets its own
 * `data`, `lang`, `t` (the shared admin texts) and `title`.
 */
export function sendAdminPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  page: AdminPage,
  data: Record<string, unknown> = {},
  lang: Language = request.adminViewer?.lang ?? 'en',
) {
  const t = ADMIN_TEXTS[lang];
  const viewer = request.adminViewer;
  return reply
    .status(page.status ?? 200)
    .header('cache-control', 'no-store')
    .header('vary', 'accept-language, cookie')
    .type('text/html; charset=utf-8')
    .view(template, {
      ...data,
      lang,
      t,
      title: page.title,
      page: {
        iconLink: ICON_LINK,
        styles: ADMIN_STYLES,
        brand: brand(),
        switchLanguageLabel: WEB_TEXTS[lang].switchLanguageLabel,
        languages: LANGUAGES.map((other) => ({
          lang: other,
          name: WEB_TEXTS[other].languageName,
          href: hrefIn(request.url, other),
          current: other === lang,
        })),
        sectionsLabel: t.sectionsLabel,
        sections: visibleSections(viewer).map((section) => ({
          href: sectionHref(section, lang),
          label: t.sections[section],
          current: section === page.section,
        })),
        notice: page.notice,
      },
    });
}

/** A page with one message and an optional way onward (refusals, sign-in, confirmations). */
export function sendAdminMessage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: { title: string; text: string; link?: { href: string; label: string } },
  lang?: Language,
) {
  return sendAdminPage(
    request,
    reply,
    'message.eta',
    { title: message.title, section: null, status },
    { message },
    lang,
  );
}

/** After a change: back to a page (GET) with a notice key the page turns into words. */
export function redirectAfterChange(
  reply: FastifyReply,
  path: string,
  lang: Language,
  notice?: string,
) {
  const address = new URL(path, 'http://x');
  address.searchParams.set('lang', lang);
  if (notice) address.searchParams.set('notice', notice);
  return reply.redirect(`${address.pathname}${address.search}`, 303);
}
