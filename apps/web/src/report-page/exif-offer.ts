import { REPORT_PAGE_IDS as IDS } from '@highwater/core/report-page';
import type { ReportPageTexts } from '@highwater/core/report-page-texts';
import { toLocalInput } from './local-time.ts';
import { photoFacts, type PhotoFacts } from './photo-exif.ts';
import type { PlacePicker } from './place-picker.ts';

let asked = 0;

/**
 * Offers the first photo's time and place for the form (never fills them in unasked): a short
 * box under the photos with "Use them" and "No, thanks". A newer first photo replaces the offer.
 */
export async function offerPhotoFacts(
  file: File,
  picker: PlacePicker,
  t: ReportPageTexts,
  lang: string,
): Promise<void> {
  const box = document.getElementById(IDS.exifOffer);
  if (!box) return;
  const ask = ++asked;
  const facts = await photoFacts(file);
  if (ask !== asked) return;
  if (!facts) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  const time = facts.takenAt
    ? new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
        facts.takenAt,
      )
    : null;
  const detail = time
    ? facts.position
      ? t.exif.timeAndPlace(time)
      : t.exif.timeOnly(time)
    : t.exif.placeOnly;
  const question = Object.assign(document.createElement('p'), { textContent: t.exif.offer });
  question.style.fontWeight = '600';
  const line = Object.assign(document.createElement('p'), { textContent: detail });
  const actions = document.createElement('div');
  actions.className = 'actions';
  const use = Object.assign(document.createElement('button'), {
    type: 'button',
    textContent: t.exif.use,
  });
  const dismiss = Object.assign(document.createElement('button'), {
    type: 'button',
    textContent: t.exif.dismiss,
  });
  use.addEventListener('click', () => {
    apply(facts, picker);
    const done = Object.assign(document.createElement('p'), {
      textContent: t.exif.used,
      tabIndex: -1,
    });
    box.replaceChildren(done);
    done.focus();
  });
  dismiss.addEventListener('click', () => {
    box.hidden = true;
    box.replaceChildren();
    document.getElementById(IDS.picker)?.focus();
  });
  actions.append(use, dismiss);
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', t.exif.offer);
  box.replaceChildren(question, line, actions);
  box.hidden = false;
}

function apply(facts: PhotoFacts, picker: PlacePicker): void {
  if (facts.takenAt) {
    const field = document.getElementById(IDS.observedAt);
    if (field instanceof HTMLInputElement) field.value = toLocalInput(facts.takenAt);
  }
  if (facts.position) picker.choose(facts.position, null);
}
