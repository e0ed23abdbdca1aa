import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { badRequest } from '@/plugins/http-errors.ts';
import { MarkupScanner } from './markup-scanner.ts';

/** A file part as it arrives: its bytes, and whether the size limit cut it short. */
export interface IncomingFile {
  stream: Readable;
  truncated: () => boolean;
}

export interface ReceivedFile {
  path: string;
  byteSize: number;
  /** Page markup found in the bytes (a polyglot), or null. */
  markup: string | null;
  /** True when the size limit cut the file short. */
  tooLarge: boolean;
  /** Removes the temporary copy; safe to call more than once. */
  remove: () => Promise<void>;
}

/**
 * Streams the upload into a temporary file of its own (never whole into memory), noting on the
 * way whether it holds page markup. The caller removes it when done; it is removed here if
 * receiving fails.
 */
export async function receiveToTemporaryFile(file: IncomingFile): Promise<ReceivedFile> {
  const folder = await mkdtemp(path.join(tmpdir(), 'highwater-upload-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  const target = path.join(folder, 'upload');
  const scanner = new MarkupScanner();
  try {
    await pipeline(file.stream, scanner, createWriteStream(target));
    const { size } = await stat(target);
    return {
      path: target,
      byteSize: size,
      markup: scanner.found,
      tooLarge: file.truncated(),
      remove,
    };
  } catch (error) {
    await remove();
    // A file-system failure is the server's; anything else is a request that broke off or was
    // not well-formed multipart data.
    if (error instanceof Error && 'syscall' in error) throw error;
    throw badRequest('The upload was interrupted or is not well-formed form data');
  }
}

/** What keepReceivedUpload needs of a file that is all here. */
export type WholeFile = Omit<ReceivedFile, 'remove'>;

/**
 * A file that arrived whole by other means (a finished resumable upload), read once for page
 * markup as receiving does on the way; measured on disk, so the bytes that really came count.
 */
export async function examineWholeFile(filePath: string, maxBytes: number): Promise<WholeFile> {
  const scanner = new MarkupScanner();
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(createReadStream(filePath), scanner, discard);
  const { size } = await stat(filePath);
  return { path: filePath, byteSize: size, markup: scanner.found, tooLarge: size > maxBytes };
}
