import { DIGEST_LIST_LIMIT } from '@highwater/core/api/alerts';
import { LANGUAGES, type Language } from '@highwater/core/constants';
import { dateTimeFormat } from '@highwater/core/format/date-time-format';
import type { Db } from '@/db/database.ts';
import type { JobQueue } from '@/jobs/job-queue.ts';
import { placeTimeZone } from '@/adapters/time-zone.ts';
import { displayLocation, mediaPath } from '@/domain/post-format.ts';
import type { Mailer, MailMessage } from '@/main-site/mail/mailer.ts';
import {
  digestAlertMail,
  instantAlertMail,
  type AlertMailSighting,
} from '@/main-site/mail/alert-mails.ts';
import {
  markAlertsMailed,
  unmailedAlert,
  unmailedDigestAlerts,
  type AlertRow,
} from '@/repositories/alert-repository.ts';
import {
  alertRecipient,
  claimDigestDue,
  clearDigestDue,
  type AlertRecipient,
} from '@/repositories/alert-subscription-repository.ts';
import {
  alertPostUrl,
  alertSearchUrl,
  alertUnsubscribeUrl,
  type AlertLinkTarget,
} from '@/services/alert-links.ts';
import { DIGEST_PERIOD_MS } from '@/services/alert-matching.ts';
import {
  ALERT_DIGEST_QUEUE,
  type AlertDigestJob,
  type AlertMailJob,
} from '@/services/alert-queues.ts';

export interface AlertMailDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  /** The web app's and this server's address, for the mails' links. */
  origin: string;
  /** The host part of the mails' Message-IDs. */
  messageIdHost: string;
}

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es' };

const languageOf = (recipient: AlertRecipient): Language =>
  LANGUAGES.find((lang) => lang === recipient.language) ?? 'en';

const linkTarget = (deps: AlertMailDeps, alert: AlertRow): AlertLinkTarget => ({
  origin: deps.origin,
  clientGroupSlug: alert.client_group_slug,
  projectSlug: alert.project_slug,
});

/** The sighting's time where it was seen, with that place's zone. */
function localTime(alert: AlertRow, lang: Language): string {
  const zone = placeTimeZone(alert.lat, alert.lng, alert.observed_at);
  const format = dateTimeFormat(LOCALES[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone.name,
  });
  return `${format.format(alert.observed_at)} ${zone.abbreviation}`;
}

function sighting(deps: AlertMailDeps, alert: AlertRow, lang: Language): AlertMailSighting {
  const thumbnail = mediaPath(alert.thumbnail_key);
  return {
    location: displayLocation(alert.location) || `${alert.lat.toFixed(5)}, ${alert.lng.toFixed(5)}`,
    localTime: localTime(alert, lang),
    status: alert.status_name,
    severity: alert.show_severity ? { level: alert.severity_level } : null,
    thumbnailUrl: thumbnail && `${deps.origin}${thumbnail}`,
    postUrl: alertPostUrl(linkTarget(deps, alert), alert.post_id),
  };
}

/** RFC 8058 one-click unsubscribe, and an id that stays the same if the mail is sent again. */
function withListHeaders(
  message: MailMessage,
  unsubscribeUrl: string,
  messageId: string,
): MailMessage {
  return {
    ...message,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    messageId,
  };
}

/**
 * Mails one alert of an instant subscription, checking at send time that it is still instant and
 * that its owner may still see the post. A mail that fails throws, and its job is tried again; one
 * sent is marked, so a job run again sends nothing.
 */
export async function sendInstantAlert(
  deps: AlertMailDeps,
  { alertId }: AlertMailJob,
  now = new Date(),
): Promise<boolean> {
  const alert = await unmailedAlert(deps.db, alertId, now);
  if (!alert || alert.mode !== 'instant') return false;
  const recipient = await alertRecipient(deps.db, alert.subscription_id);
  if (!recipient?.email) return false;
  const lang = languageOf(recipient);
  const unsubscribeUrl = alertUnsubscribeUrl(
    deps.origin,
    recipient.subscription_id,
    recipient.secret,
    lang,
  );
  const message = instantAlertMail({
    to: recipient.email,
    lang,
    searchTitle: alert.saved_search_title,
    projectName: alert.project_name ?? alert.project_slug,
    unsubscribeUrl,
    sighting: sighting(deps, alert, lang),
  });
  await deps.mailer.send(
    withListHeaders(message, unsubscribeUrl, `<alert-${alertId}@${deps.messageIdHost}>`),
  );
  await markAlertsMailed(deps.db, [alertId]);
  return true;
}

/**
 * Mails a subscription's digest: the alerts not yet mailed whose posts its owner may still see,
 * the newest DIGEST_LIST_LIMIT listed and the saved search linked for the rest. Alerts that came
 * while it was being sent get the next digest. Answers how many sightings it told of.
 */
export async function sendDigest(
  deps: AlertMailDeps,
  { subscriptionId }: AlertDigestJob,
  now = new Date(),
): Promise<number> {
  const recipient = await alertRecipient(deps.db, subscriptionId);
  if (!recipient) return 0;
  if (recipient.mode !== 'hourly' && recipient.mode !== 'daily') {
    await clearDigestDue(deps.db, subscriptionId);
    return 0;
  }
  const pending = await unmailedDigestAlerts(deps.db, subscriptionId, now);
  const visible = pending.filter((alert) => alert.visible);
  const first = visible[0];
  if (first && recipient.email) {
    const lang = languageOf(recipient);
    const unsubscribeUrl = alertUnsubscribeUrl(deps.origin, subscriptionId, recipient.secret, lang);
    const message = digestAlertMail({
      to: recipient.email,
      lang,
      searchTitle: first.saved_search_title,
      projectName: first.project_name ?? first.project_slug,
      unsubscribeUrl,
      sightings: visible.slice(0, DIGEST_LIST_LIMIT).map((alert) => sighting(deps, alert, lang)),
      count: visible.length,
      searchUrl: alertSearchUrl(linkTarget(deps, first), first.saved_search_query),
    });
    await deps.mailer.send(
      withListHeaders(
        message,
        unsubscribeUrl,
        `<digest-${subscriptionId}-${first.id}@${deps.messageIdHost}>`,
      ),
    );
  }
  const mode = recipient.mode;
  await deps.db.transaction().execute(async (trx) => {
    await markAlertsMailed(
      trx,
      pending.map((alert) => alert.id),
    );
    await clearDigestDue(trx, subscriptionId);
    const later = await unmailedDigestAlerts(trx, subscriptionId, now);
    if (later.length === 0) return;
    const due = new Date(now.getTime() + DIGEST_PERIOD_MS[mode]);
    if (await claimDigestDue(trx, subscriptionId, due)) {
      await deps.jobs.send(trx, ALERT_DIGEST_QUEUE, { subscriptionId } satisfies AlertDigestJob, {
        startAfter: due,
      });
    }
  });
  return first && recipient.email ? visible.length : 0;
}
