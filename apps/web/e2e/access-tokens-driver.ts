import type { Locator } from 'playwright-core';
import type { AppUser } from './driver.ts';

/** The access tokens section of the user's settings (the help dialog, or the phone chooser). */
export class AccessTokensDriver {
  constructor(private readonly user: AppUser) {}

  section(): Locator {
    return this.user.page.getByRole('region', {
      name: /^(Access tokens for GIS|Tokens de acceso para SIG)$/,
    });
  }

  /** Opens the settings where the section lives: the help dialog, or the chooser on a phone. */
  async open(phone = false): Promise<void> {
    if (phone) await this.user.openChooser();
    else await this.user.openHelp();
    await this.section().getByRole('list').or(this.section().locator('.muted')).first().waitFor();
  }

  /** Creates a token and answers its text, as shown once. */
  async create(name: string, lifetime: string): Promise<string> {
    const section = this.section();
    await section.getByRole('textbox', { name: /^(Name|Nombre)$/ }).fill(name);
    // The radio input is visually hidden behind its label: press the label.
    await section.getByText(lifetime, { exact: true }).click();
    await section.getByRole('button', { name: /^(Create token|Crear token)$/ }).click();
    const secret = section.getByRole('textbox', { name: /^(The new token|El nuevo token)$/ });
    await secret.waitFor();
    return secret.inputValue();
  }

  tokenRow(name: string): Locator {
    return this.section().getByRole('listitem').filter({ hasText: name });
  }

  async revoke(name: string): Promise<void> {
    await this.section()
      .getByRole('button', { name: new RegExp(`^(Revoke|Revocar) ${name}$`) })
      .click();
    const confirm = this.user.page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: /^(Revoke|Revocar)$/ }).click();
    await confirm.waitFor({ state: 'detached' });
    await this.tokenRow(name).waitFor({ state: 'detached' });
  }
}
