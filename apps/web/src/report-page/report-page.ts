import { Value } from '@sinclair/typebox/value';
import {
  REPORT_PAGE_DATA_ID,
  REPORT_PAGE_IDS as IDS,
  ReportPageData,
} from '@highwater/core/report-page';
import { REPORT_PAGE_TEXTS } from '@highwater/core/report-page-texts';
import { offerPhotoFacts } from './exif-offer.ts';
import { showProblems } from './field-problems.ts';
import { toLocalInput } from './local-time.ts';
import { MediaUploads } from './media-uploads.ts';
import { PlacePicker } from './place-picker.ts';
import { randomToken } from './random-token.ts';
import { sendReport, type ReportParts } from './report-submit.ts';
import { showThanks } from './thank-you.ts';

/**
 * The public report page's script (a page of the main site, not the dashboard): uploads the
 * photos and videos as they are added, offers the first photo's time and place, places the
 * report on a map, checks the form as the server does and sends it.
 */
function startReportPage(): void {
  const block = document.getElementById(REPORT_PAGE_DATA_ID);
  const form = document.getElementById(IDS.form);
  if (!block || !(form instanceof HTMLFormElement)) return;
  const data: unknown = JSON.parse(block.textContent || 'null');
  if (!Value.Check(ReportPageData, data)) {
    console.error('The report page’s data is not as expected');
    return;
  }
  const t = REPORT_PAGE_TEXTS[data.lang];
  const observedAt = document.getElementById(IDS.observedAt);
  if (observedAt instanceof HTMLInputElement && !observedAt.value) {
    observedAt.value = toLocalInput(new Date());
  }

  const picker = new PlacePicker(data, t);
  // The page's uploads are this session's: only it may attach them to the report.
  const session = randomToken(24);
  const filesError = document.getElementById(`${IDS.files}-error`);
  const uploads = new MediaUploads(
    document.getElementById(IDS.fileList) as HTMLUListElement,
    session,
    data.maxBytes,
    t,
    data.lang,
    (message) => {
      if (!filesError) return;
      filesError.textContent = message ?? '';
      filesError.hidden = message === null;
    },
    (file) => void offerPhotoFacts(file, picker, t, data.lang),
  );
  for (const id of [IDS.camera, IDS.picker]) {
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement)) continue;
    input.addEventListener('change', () => {
      uploads.add([...(input.files ?? [])]);
      // The same file may be chosen again after it was removed.
      input.value = '';
    });
  }

  const parts: ReportParts = {
    form,
    data,
    t,
    uploads,
    picker,
    session,
    idempotencyKey: randomToken(18),
  };
  const submit = document.getElementById(IDS.submit) as HTMLButtonElement;
  const status = document.getElementById(IDS.submitStatus);
  let sending = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    submit.disabled = true;
    if (status) status.textContent = t.sending;
    void sendReport(parts)
      .then((result) => {
        if (result.kind === 'taken') return showThanks(result.answer, t);
        showProblems(form, result.problems);
      })
      .finally(() => {
        sending = false;
        submit.disabled = false;
        if (status) status.textContent = '';
      });
  });
  void picker.showMap();
}

startReportPage();
