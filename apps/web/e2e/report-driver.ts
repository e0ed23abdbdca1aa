import sharp from 'sharp';
import type { Locator } from 'playwright-core';
import type { AppUser } from './driver.ts';

/** Helpers of the report page's browser tests: a resident on the public report page. */

const pad = (value: number) => String(value).padStart(2, '0');

/** Degrees as EXIF writes them: whole degrees and minutes, seconds to the hundredth. */
function rationalDegrees(value: number): string {
  const degrees = Math.floor(Math.abs(value));
  const minutes = Math.floor((Math.abs(value) - degrees) * 60);
  const seconds = Math.round(((Math.abs(value) - degrees) * 60 - minutes) * 60 * 100);
  return `${degrees}/1 ${minutes}/1 ${seconds}/100`;
}

/** A JPEG photo taken at `takenAt` (in UTC) at the place, as a phone's camera records them. */
export function photoWithExif(place: { lat: number; lng: number }, takenAt: Date): Promise<Buffer> {
  const d = takenAt;
  const time =
    `${d.getUTCFullYear()}:${pad(d.getUTCMonth() + 1)}:${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 90, g: 120, b: 140 } },
  })
    .withExif({
      IFD0: { Make: 'Highwater test phone' },
      IFD2: { DateTimeOriginal: time, OffsetTimeOriginal: '+00:00' },
      IFD3: {
        GPSLatitudeRef: place.lat >= 0 ? 'N' : 'S',
        GPSLatitude: rationalDegrees(place.lat),
        GPSLongitudeRef: place.lng >= 0 ? 'E' : 'W',
        GPSLongitude: rationalDegrees(place.lng),
      },
    })
    .jpeg()
    .toBuffer();
}

export class ResidentDriver {
  constructor(readonly user: AppUser) {}

  get page() {
    return this.user.page;
  }

  async addPhoto(name: string, buffer: Buffer): Promise<void> {
    await this.page
      .getByLabel(/^(Choose files|Elegir archivos)$/)
      .setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  }

  /** Waits until every added file has uploaded. */
  async waitForUploads(count: number): Promise<void> {
    await this.page
      .locator('#report-file-list li[data-state="done"]')
      .nth(count - 1)
      .waitFor({ timeout: 30_000 });
  }

  exifOffer(): Locator {
    return this.page.getByRole('group', { name: /^(Use the photo’s time and place\?|¿Usar)/ });
  }

  question(title: string): Locator {
    return this.page.getByRole('group', { name: new RegExp(`^${title}`) });
  }

  async send(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Send report|Enviar aviso)$/ }).click();
  }

  thanks(): Locator {
    return this.page.locator('#report-thanks');
  }
}
