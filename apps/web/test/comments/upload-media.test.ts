import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { XHR_ERROR, XHR_RESPONSE_PARSE_ERROR } from '@highwater/core/api/uploads';
import { sendUpload, uploadKindOf, UploadError, type UploadProgress } from '@/api/upload-media.ts';
import { FakeXhr, lastXhr } from './fake-xhr.ts';
import { media } from '../helpers/post-fixtures.ts';

const photo = new File([new Uint8Array(2048)], 'street.jpg', { type: 'image/jpeg' });

function start(signal = new AbortController().signal) {
  const progress: UploadProgress[] = [];
  const result = sendUpload({
    url: 'http://localhost/api/v2/uploads/photo',
    file: photo,
    authorization: 'Bearer token-1',
    onProgress: (step) => progress.push(step),
    signal,
  });
  return { result, progress, xhr: lastXhr() };
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploading a file', () => {
  it('chooses the photo or video path from the file type', () => {
    expect(uploadKindOf(photo)).toBe('photo');
    expect(uploadKindOf(new File([], 'clip.mp4', { type: 'video/mp4' }))).toBe('video');
    expect(uploadKindOf(new File([], 'unknown'))).toBe('photo');
  });

  it('posts the file as form data with the API client’s Authorization, reporting progress', async () => {
    const { result, progress, xhr } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost/api/v2/uploads/photo');
    expect(xhr.headers.authorization).toBe('Bearer token-1');
    expect(xhr.body).toBeInstanceOf(FormData);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);

    xhr.progress(512, 2048);
    xhr.progress(2048, 2048);
    xhr.respond(200, 'OK', JSON.stringify(media(5)));
    await expect(result).resolves.toEqual(media(5));
    expect(progress).toEqual([
      { uploadProgress: 0, uploadTotal: 2048 },
      { uploadProgress: 512, uploadTotal: 2048 },
      { uploadProgress: 2048, uploadTotal: 2048 },
    ]);
  });

  it('fails with the answer’s status text, and the server’s reason when it gives one', async () => {
    const { result, xhr } = start();
    xhr.respond(
      413,
      'Payload Too Large',
      JSON.stringify({ statusCode: 413, error: 'Payload Too Large', message: 'Over 20 MB' }),
    );
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).message).toBe('Payload Too Large: Over 20 MB');
    expect((error as UploadError).status).toBe(413);
    expect((error as UploadError).detail).toBe('413 Payload Too Large');

    const plain = start();
    plain.xhr.respond(502, 'Bad Gateway', '<html>bad gateway</html>');
    await expect(plain.result).rejects.toThrow(/^Bad Gateway$/);
  });

  it('fails with XHR_ERROR when no answer arrives', async () => {
    const { result, xhr } = start();
    xhr.fail();
    await expect(result).rejects.toMatchObject({ message: XHR_ERROR, detail: XHR_ERROR });
  });

  it('fails with XHR_RESPONSE_PARSE_ERROR when the answer is not a media object', async () => {
    const broken = start();
    broken.xhr.respond(200, 'OK', '{"id": 5,');
    await expect(broken.result).rejects.toMatchObject({
      message: XHR_RESPONSE_PARSE_ERROR,
      detail: XHR_RESPONSE_PARSE_ERROR,
    });

    const wrongShape = start();
    wrongShape.xhr.respond(200, 'OK', JSON.stringify({ id: 5 }));
    await expect(wrongShape.result).rejects.toThrow(XHR_RESPONSE_PARSE_ERROR);
  });

  it('is cancelled by its signal', async () => {
    const controller = new AbortController();
    const { result } = start(controller.signal);
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});
