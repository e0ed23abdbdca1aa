import type { Locator } from 'playwright-core';
import type { AppUser } from './driver.ts';
import type { UploadFile } from './comments-driver.ts';

/** Helpers of the browser tests and pictures of a sighting a member adds on the map screen. */

const ADD = /^(Add sighting|Añadir avistamiento)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FORM = /^(New sighting|Nuevo avistamiento)$/;

export class NewSightingDriver {
  constructor(readonly user: AppUser) {}

  get page() {
    return this.user.page;
  }

  /** The toolbar's button on large screens, the map's own on phones. */
  addButton(): Locator {
    return this.page.getByRole('button', { name: ADD }).first();
  }

  async open(): Promise<void> {
    await this.addButton().click();
    await this.form().waitFor();
  }

  form(): Locator {
    return this.page.getByRole('form', { name: FORM });
  }

  field(label: string | RegExp): Locator {
    return this.form().getByLabel(label, { exact: typeof label === 'string' });
  }

  /** Searches for a place and chooses the result of that name. */
  async searchPlace(text: string, result: string | RegExp): Promise<void> {
    await this.form()
      .getByRole('searchbox', { name: /^(Search for an address or place|Buscar una dirección)/ })
      .fill(text);
    await this.form()
      .getByRole('list', { name: /^(Places found|Lugares encontrados)$/ })
      .getByRole('button', { name: result })
      .first()
      .click();
  }

  /** Clicks the map at a fraction of its width and height. */
  async clickMap(x = 0.5, y = 0.5): Promise<void> {
    const box = await this.user.mapArea().boundingBox();
    if (!box) throw new Error('The map is not on screen');
    await this.page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  }

  /** The pin of the sighting being placed. */
  pin(): Locator {
    return this.page.locator('.placement-pin');
  }

  /** The chosen place's name (or coordinates) under the search. */
  chosenPlace(): Locator {
    return this.form().locator('.sighting-place .near-chip__name');
  }

  async attach(...files: UploadFile[]): Promise<void> {
    await this.form().locator('input[type=file]').setInputFiles(files);
  }

  uploaded(fileName: string): Locator {
    return this.form()
      .getByRole('listitem')
      .filter({ hasText: fileName })
      .getByText(/^(Uploaded|Subido)$/);
  }

  /** A question of several controls (a time range, options to tick), by its title. */
  question(title: string): Locator {
    return this.form().getByRole('group', { name: new RegExp(`^${escape(title)}`) });
  }

  /** Chooses an answer among a question's radio buttons (their inputs hide behind the labels). */
  async chooseOption(question: string, option: string): Promise<void> {
    await this.form()
      .getByRole('radiogroup', { name: new RegExp(`^${escape(question)}`) })
      .getByText(option, { exact: true })
      .click();
  }

  /** Ticks an option of a question that takes several. */
  async tick(question: string, option: string): Promise<void> {
    await this.question(question).getByText(option, { exact: true }).click();
  }

  addMediaButton(): Locator {
    return this.form().getByRole('button', {
      name: /^(Add photos or videos|Añadir fotos o videos)$/,
    });
  }

  submitButton(): Locator {
    return this.form().getByRole('button', { name: /^(Add sighting|Añadir avistamiento|Adding…)/ });
  }

  async submit(): Promise<void> {
    await this.submitButton().click();
  }

  /** What the form says is wrong with the field holding `control`. */
  problemOf(control: Locator): Promise<string | null> {
    return control.evaluate((element) => {
      const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
      const problem = ids
        .map((id) => document.getElementById(id))
        .find((node) => node?.classList.contains('sighting-field__problem'));
      return problem?.textContent ?? null;
    });
  }
}
