import type { Locator } from 'playwright-core';
import type { SeverityReviewPage } from '@highwater/core/api/severity';
import type { TideAnswer } from '@highwater/core/api/tides';
import type { AppUser } from './driver.ts';

/** Ben's coastal demo project (Norfolk, VA), which shows severity. */
export const SEVERITY_GROUP = 'norfolk-resilience';
export const SEVERITY_PROJECT = 'neighborhood-flood-reports';
export const SEVERITY_MAP = `/${SEVERITY_GROUP}/${SEVERITY_PROJECT}/map`;

/**
 * The severity view, its correction form, the review mode and the tide row, as a person uses
 * them. Lookups through the API only find test data; every action goes through the screen.
 */
export class SeverityScreens {
  constructor(readonly user: AppUser) {}

  private get page() {
    return this.user.page;
  }

  /** The project's unreviewed posts (newest first) for the given filter query. */
  async reviewQueue(projectId: number, query = 'from_date=2000-01-01&limit=100') {
    return this.user.apiGet<SeverityReviewPage>(
      `/api/v3/cx/local-projects/${projectId}/posts/severity-review?${query}`,
    );
  }

  /** The tide answer of a post, to choose a post near a station. */
  async tideOf(projectId: number, postId: number) {
    return this.user.apiGet<TideAnswer>(
      `/api/v3/cx/local-projects/${projectId}/posts/${postId}/tide`,
    );
  }

  /** Opens a post on the map (the post panel), every time range. */
  async openPost(postId: number, query = 'since=ever'): Promise<void> {
    await this.user.openProjectMap(`${SEVERITY_MAP}/${postId}?${query}`);
    await this.user.skipMapGuideIfShown();
    await this.user.selectionCards().first().waitFor();
  }

  /** The post panel's severity button. */
  severityButton(): Locator {
    return this.page.locator('.severity-button').first();
  }

  /** The severity view or form over the post. */
  overlay(): Locator {
    return this.page.locator('.severity-dialog');
  }

  async openSeverityFromPanel(): Promise<void> {
    await this.severityButton().click();
    await this.overlay().locator('.severity-view').waitFor();
  }

  /** The level the view's heading names, e.g. 'High'. */
  async headingLevel(): Promise<string> {
    return (await this.overlay().locator('.severity-card__title').first().innerText()).trim();
  }

  /** Each AI metric's label with its value text and whether it is flagged unclear. */
  async metrics(): Promise<{ label: string; value: string; unclear: boolean }[]> {
    const rows = this.overlay().locator('.ai-metric');
    const result: { label: string; value: string; unclear: boolean }[] = [];
    for (const row of await rows.all()) {
      const meter = row.getByRole('meter');
      result.push({
        label: (await meter.getAttribute('aria-label')) ?? '',
        value: (await meter.getAttribute('aria-valuetext')) ?? '',
        unclear: (await row.locator('.ai-metric__unclear').count()) > 0,
      });
    }
    return result;
  }

  async startCorrection(buttonName: string | RegExp = 'Correct severity'): Promise<void> {
    await this.overlay().getByRole('button', { name: buttonName }).click();
    await this.overlay().locator('.severity-edit').waitFor();
  }

  commentBox(): Locator {
    return this.overlay().getByRole('textbox');
  }

  /** Chooses a level in the form's selector by its number (the radio's value). */
  async chooseLevel(level: number): Promise<void> {
    await this.overlay().locator(`input[type="radio"][value="${level}"]`).check({ force: true });
  }

  /** The level the form's selector holds, or null when none is chosen. */
  async chosenLevel(): Promise<number | null> {
    const value = await this.overlay()
      .locator('input[type="radio"]:checked')
      .evaluateAll((inputs) => (inputs[0] as HTMLInputElement | undefined)?.value ?? null);
    return value === null ? null : Number(value);
  }

  async send(): Promise<void> {
    await this.overlay()
      .getByRole('button', { name: /^(Send|Enviar)$/ })
      .click();
  }

  /** The red limit message, when shown. */
  limitMessage(): Locator {
    return this.overlay().locator('.severity-edit__count--limit');
  }

  thankYou(): Locator {
    return this.overlay().locator('.severity-edit--done');
  }

  // The review mode.

  reviewDialog(): Locator {
    return this.page.locator('.review-dialog');
  }

  async openReview(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Review severity|Revisar gravedad)$/ }).click();
    await this.reviewDialog().locator('.review-card, .review__done').first().waitFor();
  }

  /** The post in view. */
  reviewCard(): Locator {
    return this.reviewDialog().locator('.review-card');
  }

  async reviewedPostId(): Promise<number> {
    return Number(await this.reviewCard().getAttribute('data-post-id'));
  }

  /** The selected post's severity chip in the sightings list. */
  selectedListChip(): Locator {
    return this.page.locator('.sighting-row[aria-current="true"] .chip--severity');
  }

  /** 'N sightings left to review'. */
  async reviewLeft(): Promise<number> {
    const text = await this.reviewDialog().locator('.review__left span').first().innerText();
    return Number(/\d+/.exec(text.replace(/[.,\s]/g, ''))?.[0] ?? NaN);
  }

  /** The text the live region last announced. */
  async reviewAnnouncement(): Promise<string> {
    return this.reviewDialog().locator('[role="status"]').last().innerText();
  }

  /** Presses a key and waits until the review is no longer saving. */
  async pressInReview(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    await this.page.waitForFunction(
      () => !document.querySelector('.review[aria-busy="true"]'),
      undefined,
      { timeout: 15_000 },
    );
  }

  // The tide row.

  tideRow(): Locator {
    return this.page.locator('.tide-view, .tide-view__message').first();
  }

  async openDetails(): Promise<void> {
    const toggle = this.page.getByRole('button', { name: /^(Details|Detalles)$/ }).first();
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
}
