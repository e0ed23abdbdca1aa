import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { BRAND_MARK_SVG } from '@/main-site/identity/pages/brand-mark.ts';
import { encodeIco } from './ico.ts';

const ICO_SIZES = [16, 32, 48] as const;
// A day: the icon rarely changes, and browsers ask for it with every page.
const ICON_CACHE = 'public, max-age=86400';

async function drawIco(): Promise<Buffer> {
  const svg = Buffer.from(BRAND_MARK_SVG);
  const images = await Promise.all(
    ICO_SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 300 }).resize(size, size).png().toBuffer(),
    })),
  );
  return encodeIco(images);
}

/**
 * The site icon, served by the server itself so every page has it (the web app, the sign-in and
 * public pages) with or without a web build: /favicon.svg, which the pages link, and
 * /favicon.ico, which browsers ask for on their own.
 */
export const faviconRoutes: FastifyPluginAsync = async (app) => {
  let ico: Promise<Buffer> | null = null;

  app.get(
    '/favicon.svg',
    { schema: { tags: ['web'], summary: 'The site icon (SVG)' } },
    async (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', ICON_CACHE).send(BRAND_MARK_SVG),
  );

  app.get(
    '/favicon.ico',
    { schema: { tags: ['web'], summary: 'The site icon for browsers that ask for /favicon.ico' } },
    async (_request, reply) => {
      ico ??= drawIco().catch((error: unknown) => {
        ico = null;
        throw error;
      });
      return reply
        .type('image/x-icon')
        .header('cache-control', ICON_CACHE)
        .send(await ico);
    },
  );
};
