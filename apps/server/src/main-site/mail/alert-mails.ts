import type { Language } from '@highwater/core/constants';
import { SEVERITY_LEVELS, type SeverityLevel } from '@highwater/core/severity';
import { escapeHtml } from '../identity/pages/page-shell.ts';
import type { MailMessage } from './mailer.ts';

/** One sighting as an alert mail shows it; every address is absolute. */
export interface AlertMailSighting {
  location: string;
  /** Its local time, written in the recipient's language with the place's zone. */
  localTime: string;
  status: string | null;
  /** Null when the project does not show severity. */
  severity: { level: number | null } | null;
  thumbnailUrl: string | null;
  postUrl: string;
}

interface AlertMailBase {
  to: string;
  lang: Language;
  searchTitle: string;
  projectName: string;
  unsubscribeUrl: string;
}

const SEVERITY_NAMES: Record<Language, Record<SeverityLevel['key'], string>> = {
  en: {
    no_water: 'No water',
    minor: 'Minor or no flooding',
    low: 'Low',
    medium: 'Medium',
    high: 'High',
    extreme: 'Extreme',
  },
  es: {
    no_water: 'Sin agua',
    minor: 'Inundación leve o nula',
    low: 'Baja',
    medium: 'Media',
    high: 'Alta',
    extreme: 'Extrema',
  },
};

const TEXTS = {
  en: {
    instantSubject: (title: string, location: string) => `“${title}”: new sighting at ${location}`,
    instantIntro: (title: string, project: string) =>
      `A sighting now matches your saved search “${title}” in ${project}.`,
    digestSubject: (title: string, count: number) =>
      `“${title}”: ${count} new ${count === 1 ? 'sighting' : 'sightings'}`,
    digestIntro: (title: string, project: string, count: number) =>
      `${count === 1 ? 'A sighting' : `${count} sightings`} started to match your saved search ` +
      `“${title}” in ${project}.`,
    more: (shown: number, count: number) =>
      `The newest ${shown} of ${count} are listed. See them all in the saved search:`,
    openSearch: 'Open the saved search:',
    place: 'Place',
    time: 'Local time',
    status: 'Status',
    severity: 'Severity',
    notAssessed: 'Not assessed',
    open: 'Open the sighting',
    why: (title: string) =>
      `You get this e-mail because you asked for alerts on “${title}”. Change them from the ` +
      'saved searches menu, or stop them with one click:',
  },
  es: {
    instantSubject: (title: string, location: string) =>
      `«${title}»: nuevo avistamiento en ${location}`,
    instantIntro: (title: string, project: string) =>
      `Un avistamiento coincide ahora con su búsqueda guardada «${title}» en ${project}.`,
    digestSubject: (title: string, count: number) =>
      `«${title}»: ${count} ${count === 1 ? 'avistamiento nuevo' : 'avistamientos nuevos'}`,
    digestIntro: (title: string, project: string, count: number) =>
      `${count === 1 ? 'Un avistamiento empezó' : `${count} avistamientos empezaron`} a coincidir ` +
      `con su búsqueda guardada «${title}» en ${project}.`,
    more: (shown: number, count: number) =>
      `Se muestran los ${shown} más recientes de ${count}. Véalos todos en la búsqueda guardada:`,
    openSearch: 'Abrir la búsqueda guardada:',
    place: 'Lugar',
    time: 'Hora local',
    status: 'Estado',
    severity: 'Gravedad',
    notAssessed: 'Sin evaluar',
    open: 'Abrir el avistamiento',
    why: (title: string) =>
      `Recibe este correo porque pidió alertas de «${title}». Cámbielas desde el menú de ` +
      'búsquedas guardadas, o deténgalas con un clic:',
  },
} satisfies Record<Language, unknown>;

function severityText(lang: Language, level: number | null): string {
  const found = SEVERITY_LEVELS.find((entry) => entry.level === level);
  return found ? `${found.level} · ${SEVERITY_NAMES[lang][found.key]}` : TEXTS[lang].notAssessed;
}

function sightingFacts(lang: Language, sighting: AlertMailSighting): [string, string][] {
  const t = TEXTS[lang];
  return [
    [t.place, sighting.location],
    [t.time, sighting.localTime],
    ...(sighting.status ? [[t.status, sighting.status] as [string, string]] : []),
    ...(sighting.severity
      ? [[t.severity, severityText(lang, sighting.severity.level)] as [string, string]]
      : []),
  ];
}

function sightingText(lang: Language, sighting: AlertMailSighting): string {
  const facts = sightingFacts(lang, sighting).map(([name, value]) => `${name}: ${value}`);
  return [...facts, `${TEXTS[lang].open}: ${sighting.postUrl}`].join('\n');
}

function sightingHtml(lang: Language, sighting: AlertMailSighting): string {
  const image = sighting.thumbnailUrl
    ? `<a href="${escapeHtml(sighting.postUrl)}"><img src="${escapeHtml(sighting.thumbnailUrl)}"` +
      ` alt="" width="160" style="display:block;max-width:160px;border-radius:4px"></a>`
    : '';
  const facts = sightingFacts(lang, sighting)
    .map(
      ([name, value]) =>
        `<tr><th align="left">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return (
    `<div style="margin:16px 0">${image}<table>${facts}</table>` +
    `<p><a href="${escapeHtml(sighting.postUrl)}">${escapeHtml(TEXTS[lang].open)}</a></p></div>`
  );
}

function footer(mail: AlertMailBase): { text: string; html: string } {
  const why = TEXTS[mail.lang].why(mail.searchTitle);
  return {
    text: `--\n${why}\n${mail.unsubscribeUrl}\n`,
    html:
      `<hr><p style="color:#555">${escapeHtml(why)} ` +
      `<a href="${escapeHtml(mail.unsubscribeUrl)}">${escapeHtml(mail.unsubscribeUrl)}</a></p>`,
  };
}

/** One sighting that started to match an instant alert's saved search. */
export function instantAlertMail(
  mail: AlertMailBase & { sighting: AlertMailSighting },
): MailMessage {
  const t = TEXTS[mail.lang];
  const intro = t.instantIntro(mail.searchTitle, mail.projectName);
  const end = footer(mail);
  return {
    to: mail.to,
    subject: t.instantSubject(mail.searchTitle, mail.sighting.location),
    text: `${intro}\n\n${sightingText(mail.lang, mail.sighting)}\n\n${end.text}`,
    html: `<p>${escapeHtml(intro)}</p>${sightingHtml(mail.lang, mail.sighting)}${end.html}`,
  };
}

/** An hourly or daily digest: the newest sightings listed, the saved search for the rest. */
export function digestAlertMail(
  mail: AlertMailBase & { sightings: AlertMailSighting[]; count: number; searchUrl: string },
): MailMessage {
  const t = TEXTS[mail.lang];
  const intro = t.digestIntro(mail.searchTitle, mail.projectName, mail.count);
  const rest =
    mail.count > mail.sightings.length ? t.more(mail.sightings.length, mail.count) : t.openSearch;
  const end = footer(mail);
  return {
    to: mail.to,
    subject: t.digestSubject(mail.searchTitle, mail.count),
    text:
      `${intro}\n\n${mail.sightings.map((s) => sightingText(mail.lang, s)).join('\n\n')}\n\n` +
      `${rest}\n${mail.searchUrl}\n\n${end.text}`,
    html:
      `<p>${escapeHtml(intro)}</p>${mail.sightings.map((s) => sightingHtml(mail.lang, s)).join('')}` +
      `<p>${escapeHtml(rest)} <a href="${escapeHtml(mail.searchUrl)}">${escapeHtml(mail.searchUrl)}</a></p>` +
      end.html,
  };
}
