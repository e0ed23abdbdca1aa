import type { Language } from '@highwater/core/constants';
import { HONEYPOT_FIELD } from '@highwater/core/api/public-reports';
import {
  NEW_POST_CONTENT_MAX_LENGTH,
  REPORTER_EMAIL_MAX_LENGTH,
  REPORTER_NAME_MAX_LENGTH,
} from '@highwater/core/api/new-posts';
import {
  REPORT_PAGE_DATA_ID,
  REPORT_PAGE_IDS as IDS,
  type ReportPageData,
} from '@highwater/core/report-page';
import { REPORT_PAGE_TEXTS, type ReportPageTexts } from '@highwater/core/report-page-texts';
import type { BuiltEntry } from '@/web/web-dist.ts';
import type { ReportProject } from '@/repositories/public-report-repository.ts';
import { escapeHtml, renderDocument } from '@/main-site/pages/page-layout.ts';
import { scriptJson } from '@/main-site/admin/regions/region-preview-data.ts';
import { questionField } from './report-survey-fields.ts';
import { REPORT_PAGE_STYLES } from './report-page-styles.ts';

type HrefInLanguage = (lang: Language) => string;

const PIN = `<svg class="pin" viewBox="0 0 28 40" aria-hidden="true" focusable="false"><path d="M14 1C7 1 1 6.6 1 13.6 1 23 14 39 14 39s13-16 13-25.4C27 6.6 21 1 14 1z" fill="#0b4f71" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>`;

const optional = (t: ReportPageTexts) => ` <span class="opt">(${escapeHtml(t.optional)})</span>`;
const required = (t: ReportPageTexts) => ` <span class="req">(${escapeHtml(t.required)})</span>`;
const errorLine = (id: string) => `<p class="field-error" id="${id}-error" hidden></p>`;

function mediaSection(t: ReportPageTexts): string {
  return `<fieldset class="section" id="${IDS.files}" aria-describedby="${IDS.files}-hint ${IDS.files}-error">
<legend>${escapeHtml(t.media.legend)}${required(t)}</legend>
<p class="hint" id="${IDS.files}-hint">${escapeHtml(t.media.hint)}</p>
<div class="file-buttons">
<label class="file-button"><input type="file" id="${IDS.camera}" accept="image/*,video/*" capture="environment">${escapeHtml(t.media.camera)}</label>
<label class="file-button"><input type="file" id="${IDS.picker}" accept="image/*,video/*" multiple>${escapeHtml(t.media.choose)}</label>
</div>
<ul class="files" id="${IDS.fileList}" aria-label="${escapeHtml(t.media.legend)}"></ul>
${errorLine(IDS.files)}
<div class="offer" id="${IDS.exifOffer}" hidden></div>
</fieldset>`;
}

function placeSection(t: ReportPageTexts): string {
  const p = t.place;
  return `<fieldset class="section" aria-describedby="${IDS.map}-hint ${IDS.map}-error">
<legend>${escapeHtml(p.legend)}${required(t)}</legend>
<p class="hint" id="${IDS.map}-hint">${escapeHtml(p.hint)}</p>
<div class="place-tools">
<button type="button" id="${IDS.locate}">${escapeHtml(p.locate)}</button>
<div class="search" role="search">
<label class="label" for="${IDS.search}">${escapeHtml(p.search)}</label>
<div class="search-row"><input type="search" id="${IDS.search}" autocomplete="off" enterkeyhint="search"><button type="button" id="${IDS.search}-button">${escapeHtml(p.searchButton)}</button></div>
<div id="${IDS.searchResults}" aria-live="polite"></div>
</div>
</div>
<div class="map" id="${IDS.map}"><div class="map-canvas" aria-busy="true"></div>${PIN}</div>
<p class="place-status" id="${IDS.placeStatus}" aria-live="polite">${escapeHtml(p.notChosen)}</p>
${errorLine(IDS.map)}
</fieldset>`;
}

function timeAndDescription(t: ReportPageTexts): string {
  return `<div class="section">
<label class="label" for="${IDS.observedAt}">${escapeHtml(t.time.label)}${required(t)}</label>
<p class="hint" id="${IDS.observedAt}-hint">${escapeHtml(t.time.hint)}</p>
<input type="datetime-local" id="${IDS.observedAt}" name="observed_at" required aria-describedby="${IDS.observedAt}-hint ${IDS.observedAt}-error">
${errorLine(IDS.observedAt)}
</div>
<div class="section">
<label class="label" for="${IDS.content}">${escapeHtml(t.description.label)}${optional(t)}</label>
<p class="hint" id="${IDS.content}-hint">${escapeHtml(t.description.hint)}</p>
<textarea id="${IDS.content}" name="content" rows="4" maxlength="${NEW_POST_CONTENT_MAX_LENGTH}" aria-describedby="${IDS.content}-hint ${IDS.content}-error"></textarea>
${errorLine(IDS.content)}
</div>`;
}

function surveySection(data: ReportPageData, t: ReportPageTexts): string {
  if (data.questions.length === 0) return '';
  return `<fieldset class="section">
<legend>${escapeHtml(t.survey.legend)}</legend>
${data.questions.map((question) => questionField(question, t)).join('\n')}
</fieldset>`;
}

function contactSection(t: ReportPageTexts): string {
  const c = t.contact;
  return `<fieldset class="section" aria-describedby="report-contact-hint">
<legend>${escapeHtml(c.legend)}${optional(t)}</legend>
<p class="hint" id="report-contact-hint">${escapeHtml(c.hint)}</p>
<div class="question"><label class="label" for="${IDS.reporterName}">${escapeHtml(c.name)}</label>
<input type="text" id="${IDS.reporterName}" name="name" autocomplete="name" maxlength="${REPORTER_NAME_MAX_LENGTH}" aria-describedby="${IDS.reporterName}-error">
${errorLine(IDS.reporterName)}</div>
<div class="question"><label class="label" for="${IDS.reporterEmail}">${escapeHtml(c.email)}</label>
<input type="email" id="${IDS.reporterEmail}" name="email" autocomplete="email" maxlength="${REPORTER_EMAIL_MAX_LENGTH}" aria-describedby="${IDS.reporterEmail}-error">
${errorLine(IDS.reporterEmail)}</div>
</fieldset>
<div class="trap" aria-hidden="true"><label for="report-${HONEYPOT_FIELD}">${escapeHtml(t.honeypot)}</label><input type="text" id="report-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>`;
}

/**
 * The public report page: the whole form as HTML (so it reads, and is laid out, before the
 * script arrives), the data its script needs as a JSON block, and the script itself, which
 * uploads, places, checks and sends. Without a web build the page says it cannot take reports.
 */
export function reportPage(options: {
  project: ReportProject;
  data: ReportPageData;
  script: BuiltEntry | null;
  hrefInLanguage: HrefInLanguage;
}): string {
  const { project, data, script, hrefInLanguage } = options;
  const t = REPORT_PAGE_TEXTS[data.lang];
  const assets = script
    ? `<script type="application/json" id="${REPORT_PAGE_DATA_ID}">${scriptJson(data)}</script>
${script.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
<script type="module" src="${escapeHtml(script.script)}"></script>`
    : '';
  const body = `<div class="report">
<p class="eyebrow">${escapeHtml(project.groupName)}</p>
<h1>${escapeHtml(t.title(project.name))}</h1>
<p class="intro">${escapeHtml(t.intro(project.groupName))}</p>
<noscript><p class="notice">${escapeHtml(t.noScript)}</p></noscript>
<div class="error-summary" id="${IDS.errorSummary}" tabindex="-1" hidden><h2>${escapeHtml(t.errorSummaryTitle)}</h2><ul></ul></div>
<form id="${IDS.form}" novalidate>
${mediaSection(t)}
${placeSection(t)}
${timeAndDescription(t)}
${surveySection(data, t)}
${contactSection(t)}
<button type="submit" class="primary" id="${IDS.submit}"${script ? '' : ' disabled'}>${escapeHtml(t.submit)}</button>
<p class="submit-status" id="${IDS.submitStatus}" role="status"></p>
</form>
<section class="section thanks" id="${IDS.thanks}" tabindex="-1" hidden aria-labelledby="${IDS.thanks}-title"></section>
</div>
${assets}`;
  return renderDocument({
    lang: data.lang,
    title: `${t.title(project.name)} · Highwater`,
    head: '<meta name="robots" content="noindex">',
    styles: REPORT_PAGE_STYLES,
    body,
    hrefInLanguage,
  });
}
