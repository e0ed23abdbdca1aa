import { describe, expect, it } from 'vitest';
import { DEMO, PHONE } from './driver.ts';
import { peopleOfEachTest } from './people.ts';
import { testServer } from './test-server.ts';

const people = peopleOfEachTest();

describe('the shell', () => {
  it('switches to Spanish and remembers it', async () => {
    const user = await people.signedIn(DEMO.ana);
    await user.switchLanguage('Español');

    await user.heading('Antes de empezar').waitFor();
    expect(await user.page.locator('html').getAttribute('lang')).toBe('es');
    await user.page.reload();
    await user.heading('Antes de empezar').waitFor();

    await user.visit('/?lang=en');
    await user.heading('Before we start').waitFor();
  });

  it('opens a coming-soon dialog that points to the classic view', async () => {
    const user = await people.signedIn(DEMO.ben);
    await user.navigateTo('People');

    const dialog = user.page.getByRole('dialog', { name: 'Coming soon' });
    await dialog.waitFor();
    expect(new URL(user.page.url()).searchParams.get('coming-soon')).toBe('people');
    const classic = dialog.getByRole('link', { name: 'Open in the Classic View' });
    expect(await classic.getAttribute('href')).toBe(`${testServer().baseUrl}/admin/people`);

    await dialog.getByRole('button', { name: 'Stay on the Advanced View' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(user.page.url()).search).toBe('');
  });

  it('shows help with the support e-mail and the storm phone number', async () => {
    const user = await people.signedIn(DEMO.ben);
    await user.openHelp();
    const dialog = user.page.getByRole('dialog', { name: 'Help' });
    expect(await dialog.getByRole('link', { name: 'support@highwater.test' }).count()).toBe(1);
    await dialog.getByText('For urgent issues during a storm event, call:').waitFor();
  });

  it('collapses the toolbar into the chooser on a phone', async () => {
    const user = await people.signedIn(DEMO.ana, { viewport: PHONE });
    expect(await user.page.locator('.left-nav').count()).toBe(0);

    await user.openChooser();
    expect(new URL(user.page.url()).searchParams.get('chooser')).toBe('open');
    const dialog = user.page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Storm Drain Reports' }).click();
    await user.waitForPath('/miami-beach/storm-drain-reports/map');
    expect(await user.page.getByRole('dialog').count()).toBe(0);
    expect(await user.page.locator('.chooser-button__project').textContent()).toBe(
      'Storm Drain Reports',
    );
  });

  it('reads "Not found" for an unknown address', async () => {
    const user = await people.signedIn(DEMO.ben, { path: '/no/such/page/here' });
    await user.heading('Not found').waitFor();
  });
});
