import QRCode from 'qrcode';
import { reportPagePath } from '@highwater/core/api/public-reports';

/** The report page's full address and its QR code (SVG), for posters and flyers. */
export async function reportLink(
  mainSiteUrl: string,
  groupSlug: string,
  projectSlug: string,
): Promise<{ href: string; qrSvg: string }> {
  const href = new URL(reportPagePath(groupSlug, projectSlug), mainSiteUrl).toString();
  const qrSvg = await QRCode.toString(href, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { href, qrSvg };
}
