import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import { pickLanguage } from '../identity/language.ts';
import { brand, escapeHtml, renderPage } from '../identity/pages/page-shell.ts';
import { fieldOf } from '../admin/people/people-form.ts';
import { ALERT_UNSUBSCRIBE_PATH } from '@/services/alert-links.ts';
import { unsubscribeTarget, unsubscribeWithLink } from '@/services/alert-subscription-service.ts';
import { UNSUBSCRIBE_TEXTS } from './unsubscribe-texts.ts';

interface Params {
  id: string;
}

const languageOf = (request: FastifyRequest): Language =>
  pickLanguage(fieldOf(request.query, 'lang'), request.headers['accept-language']);

const subscriptionId = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

const secretOf = (request: FastifyRequest) => fieldOf(request.query, 'token') ?? '';

function page(lang: Language, title: string, intro: string, action: string): string {
  const body = `<div class="card">
${brand()}
<h1>${escapeHtml(title)}</h1>
<p class="intro">${escapeHtml(intro)}</p>
${action}
</div>`;
  return renderPage({ lang, title: `${title} · Highwater`, body });
}

const homeLink = (lang: Language) =>
  `<a class="button" href="/">${escapeHtml(UNSUBSCRIBE_TEXTS[lang].openHighwater)}</a>`;

/**
 * The alert mails' unsubscribe link, which works without signing in: the address carries the
 * subscription's secret as its `token` parameter. Opening it asks to confirm, so a mail scanner that follows links stops
 * nothing; the confirmation and a mail program's one-click request (RFC 8058: a POST with
 * List-Unsubscribe=One-Click) switch the alert off.
 */
export const alertUnsubscribeRoutes: FastifyPluginAsync = async (app) => {
  const path = `${ALERT_UNSUBSCRIBE_PATH}/:id`;

  app.get<{ Params: Params }>(path, async (request, reply) => {
    const lang = languageOf(request);
    const t = UNSUBSCRIBE_TEXTS[lang];
    const id = subscriptionId(request.params.id);
    const target = id === null ? undefined : await unsubscribeTarget(app.db, id, secretOf(request));
    reply.type('text/html; charset=utf-8');
    if (!target) {
      return reply.status(404).send(page(lang, t.brokenTitle, t.brokenIntro, homeLink(lang)));
    }
    if (target.mode === 'off') {
      return page(lang, t.doneTitle, t.doneIntro(target.title), homeLink(lang));
    }
    const form = `<form method="post"><button class="button" type="submit">${escapeHtml(
      t.confirm,
    )}</button></form>`;
    return page(lang, t.confirmTitle, t.confirmIntro(target.title), form);
  });

  app.post<{ Params: Params }>(path, async (request, reply) => {
    const lang = languageOf(request);
    const t = UNSUBSCRIBE_TEXTS[lang];
    const id = subscriptionId(request.params.id);
    const done = id === null ? undefined : await unsubscribeWithLink(app.db, id, secretOf(request));
    reply.type('text/html; charset=utf-8');
    if (!done) {
      return reply.status(404).send(page(lang, t.brokenTitle, t.brokenIntro, homeLink(lang)));
    }
    return page(lang, t.doneTitle, t.doneIntro(done.title), homeLink(lang));
  });
};
