import type { FastifyRequest } from 'fastify';

export const REGION_FILE_MAX_MB = 10;
const MAX_BYTES = REGION_FILE_MAX_MB * 1024 * 1024;
const MAX_FIELD_BYTES = 1024;

// Browsers name GeoJSON files variously (or not at all): the type or the file name must say JSON.
const JSON_TYPES = new Set([
  'application/geo+json',
  'application/vnd.geo+json',
  'application/json',
  'text/json',
]);
const LOOSE_TYPES = new Set(['', 'application/octet-stream', 'text/plain']);
const JSON_NAME = /\.(geo)?json$/i;

export type UploadForm =
  | { ok: true; fileName: string; text: string; nameProperty: string }
  | { ok: false; problem: 'notMultipart' | 'noFile' | 'tooLarge' | 'wrongType' | 'nameProperty' };

function looksLikeText(bytes: Buffer): string | null {
  if (bytes.subarray(0, 4096).includes(0)) return null;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  // Replacement characters mean the bytes were not UTF-8: a binary or a differently encoded file.
  return text.includes('\uFFFD') ? null : text.replace(/^\uFEFF/, '');
}

/**
 * Reads the upload form (multipart: the file in `file`, the naming property in `nameProperty`).
 * At most 10 MB are read; a larger file is refused without being kept.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) return { ok: false, problem: 'notMultipart' };
  let file: { name: string; type: string; bytes: Buffer } | null = null;
  let nameProperty = 'name';
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_BYTES, files: 1, fields: 4, fieldSize: MAX_FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && part.filename !== '') {
          file = { name: part.filename, type: part.mimetype.toLowerCase(), bytes };
        }
      } else if (part.fieldname === 'nameProperty' && typeof part.value === 'string') {
        nameProperty = part.value.trim() || 'name';
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { ok: false, problem: 'tooLarge' };
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      return { ok: false, problem: 'noFile' };
    }
    throw error;
  }
  if (nameProperty.length > 100) return { ok: false, problem: 'nameProperty' };
  if (!file || file.bytes.length === 0) return { ok: false, problem: 'noFile' };
  const typeFits =
    JSON_TYPES.has(file.type) || (LOOSE_TYPES.has(file.type) && JSON_NAME.test(file.name));
  const text = typeFits ? looksLikeText(file.bytes) : null;
  if (text === null) return { ok: false, problem: 'wrongType' };
  return { ok: true, fileName: file.name.slice(0, 200), text, nameProperty };
}
