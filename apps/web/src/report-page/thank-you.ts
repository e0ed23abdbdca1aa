import type { PublicReportAnswer } from '@highwater/core/api/public-reports';
import { REPORT_PAGE_IDS as IDS } from '@highwater/core/report-page';
import type { ReportPageTexts } from '@highwater/core/report-page-texts';

const link = (href: string, text: string, className: string) =>
  Object.assign(document.createElement('a'), { href, textContent: text, className });

/**
 * Puts the thanks in the form's place, with the link to the report's public page (none when the
 * answer had no post) and a way to report again; the focus moves to it.
 */
export function showThanks(answer: PublicReportAnswer | null, t: ReportPageTexts): void {
  const form = document.getElementById(IDS.form);
  const thanks = document.getElementById(IDS.thanks);
  if (!form || !thanks) return;
  const title = Object.assign(document.createElement('h2'), {
    id: `${IDS.thanks}-title`,
    textContent: t.thanks.title,
  });
  const text = Object.assign(document.createElement('p'), {
    textContent: answer ? t.thanks.text : t.thanks.received,
  });
  const actions = document.createElement('div');
  actions.className = 'actions';
  if (answer) actions.append(link(answer.public_path, t.thanks.viewPost, 'button'));
  actions.append(
    link(`${location.pathname}${location.search}`, t.thanks.another, 'button secondary'),
  );
  thanks.replaceChildren(title, text, actions);
  form.hidden = true;
  document.getElementById(IDS.errorSummary)?.setAttribute('hidden', '');
  thanks.hidden = false;
  thanks.focus();
}
