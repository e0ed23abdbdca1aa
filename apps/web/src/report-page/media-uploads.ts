import { Upload, type DetailedError } from 'tus-js-client';
import { NEW_POST_MAX_MEDIA } from '@highwater/core/api/new-posts';
import {
  TUS_UPLOAD_PATH,
  UPLOAD_MEDIA_ID_HEADER,
  UPLOAD_SESSION_HEADER,
  type UploadKind,
} from '@highwater/core/api/uploads';
import type { ReportPageTexts } from '@highwater/core/report-page-texts';

type State = 'uploading' | 'paused' | 'done' | 'failed';

interface Item {
  file: File;
  kind: UploadKind;
  state: State;
  mediaId: number | null;
  upload: Upload;
  row: HTMLLIElement;
}

// Parts of this size are each confirmed by the server, so a cut connection loses at most one.
const CHUNK_BYTES = 4 * 1024 * 1024;
// Waits between tries while the signal comes and goes; then the row offers to try again.
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

const kindOf = (file: File): UploadKind | null =>
  file.type.startsWith('video/') ? 'video' : file.type.startsWith('image/') ? 'photo' : null;

const statusOf = (error: Error): number =>
  (error as Partial<DetailedError>).originalResponse?.getStatus() ?? 0;

/**
 * The report's photos and videos: each one uploaded as soon as it is added (tus, resumable, under
 * the page's Upload-Session), shown as a row with its progress and, after an error, a way to try
 * it again; removing one ends its upload and deletes what the server kept.
 */
export class MediaUploads {
  private readonly items: Item[] = [];

  constructor(
    private readonly list: HTMLUListElement,
    private readonly session: string,
    private readonly maxBytes: Record<UploadKind, number>,
    private readonly t: ReportPageTexts,
    private readonly lang: string,
    /** Told of each file refused before upload, and of none (null) when files are taken. */
    private readonly onRefused: (message: string | null) => void,
    /** Told when the first photo of the report changes. */
    private readonly onFirstPhoto: (file: File) => void,
  ) {}

  add(files: readonly File[]): void {
    const refused: string[] = [];
    const firstPhoto = this.firstPhoto();
    for (const file of files) {
      const kind = kindOf(file);
      if (!kind) {
        refused.push(`${file.name}: ${this.t.media.unsupported}`);
      } else if (this.items.length >= NEW_POST_MAX_MEDIA) {
        refused.push(this.t.media.tooMany);
        break;
      } else if (file.size > this.maxBytes[kind]) {
        const megabytes = new Intl.NumberFormat(this.lang).format(
          Math.floor(this.maxBytes[kind] / 1024 / 1024),
        );
        refused.push(`${file.name}: ${this.t.media.tooLarge(megabytes)}`);
      } else {
        this.start(file, kind);
      }
    }
    this.onRefused(refused.length > 0 ? refused.join(' ') : null);
    const photo = this.firstPhoto();
    if (photo && photo !== firstPhoto) this.onFirstPhoto(photo);
  }

  get count(): number {
    return this.items.length;
  }

  mediaIds(): number[] {
    return this.items.flatMap((item) => (item.mediaId === null ? [] : [item.mediaId]));
  }

  pending(): boolean {
    return this.items.some((item) => item.state === 'uploading' || item.state === 'paused');
  }

  failed(): boolean {
    return this.items.some((item) => item.state === 'failed');
  }

  private firstPhoto(): File | undefined {
    return this.items.find((item) => item.kind === 'photo')?.file;
  }

  private start(file: File, kind: UploadKind): void {
    const row = document.createElement('li');
    row.className = 'file';
    const item: Item = {
      file,
      kind,
      state: 'uploading',
      mediaId: null,
      row,
      upload: new Upload(file, {
        endpoint: TUS_UPLOAD_PATH,
        headers: { [UPLOAD_SESSION_HEADER]: this.session },
        metadata: { kind, filename: file.name },
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        storeFingerprintForResuming: false,
        onProgress: (sent, total) => this.progress(item, total > 0 ? sent / total : 0),
        onShouldRetry: (error) => {
          const status = statusOf(error);
          // A refusal (too large, not a photo) answers the same every time.
          if (status >= 400 && status < 500 && status !== 409 && status !== 423 && status !== 429) {
            return false;
          }
          this.draw(item, 'paused');
          return true;
        },
        onSuccess: ({ lastResponse }) => {
          const id = Number(lastResponse.getHeader(UPLOAD_MEDIA_ID_HEADER));
          item.mediaId = Number.isInteger(id) && id > 0 ? id : null;
          this.draw(item, item.mediaId === null ? 'failed' : 'done');
        },
        onError: (error) => {
          const status = statusOf(error);
          const megabytes = Math.floor(this.maxBytes[kind] / 1024 / 1024);
          this.draw(
            item,
            'failed',
            status === 413 ? this.t.media.tooLarge(String(megabytes)) : this.t.media.failed,
          );
        },
      }),
    };
    this.items.push(item);
    this.list.append(row);
    this.draw(item, 'uploading');
    item.upload.start();
  }

  private remove(item: Item): void {
    const index = this.items.indexOf(item);
    if (index < 0) return;
    const wasFirstPhoto = this.firstPhoto() === item.file;
    this.items.splice(index, 1);
    item.row.remove();
    // Ends the upload and deletes what the server kept of it; nothing waits on the answer.
    void item.upload.abort(true).catch(() => undefined);
    const photo = this.firstPhoto();
    if (wasFirstPhoto && photo) this.onFirstPhoto(photo);
  }

  private progress(item: Item, share: number): void {
    if (item.state === 'done') return;
    if (item.state === 'paused') this.draw(item, 'uploading');
    const bar = item.row.querySelector('progress');
    if (bar) bar.value = share;
    const percent = new Intl.NumberFormat(this.lang, { style: 'percent' }).format(
      Math.floor(share * 10) / 10,
    );
    const state = item.row.querySelector('.file-state');
    const words = this.t.media.uploading(percent);
    // Said in tens of percent, so that a screen reader is not told every step.
    if (state && item.state === 'uploading' && state.textContent !== words) {
      state.textContent = words;
    }
  }

  private draw(item: Item, state: State, message?: string): void {
    item.state = state;
    const { t } = this;
    const name = item.file.name;
    const thumb =
      item.kind === 'photo'
        ? Object.assign(document.createElement('img'), {
            src: URL.createObjectURL(item.file),
            alt: '',
          })
        : Object.assign(document.createElement('span'), { className: 'thumb' });
    const words =
      state === 'done'
        ? t.media.uploaded
        : state === 'paused'
          ? t.media.paused
          : state === 'failed'
            ? (message ?? t.media.failed)
            : t.media.uploading(new Intl.NumberFormat(this.lang, { style: 'percent' }).format(0));
    const text = document.createElement('div');
    const title = Object.assign(document.createElement('p'), {
      className: 'file-name',
      textContent: name,
    });
    const status = Object.assign(document.createElement('p'), {
      className: `file-state${state === 'failed' ? ' failed' : ''}`,
      textContent: words,
    });
    status.setAttribute('aria-live', 'polite');
    text.append(title, status);
    if (state === 'uploading' || state === 'paused') {
      const bar = document.createElement('progress');
      bar.max = 1;
      bar.value = 0;
      bar.setAttribute('aria-label', name);
      text.append(bar);
    }
    const actions = document.createElement('div');
    actions.className = 'file-actions';
    if (state === 'failed') {
      actions.append(
        this.button(t.media.retry(name), '↻', () => {
          this.draw(item, 'uploading');
          // The retry button is gone: the row's remove button keeps the focus in place.
          item.row.querySelector('button')?.focus();
          item.upload.start();
        }),
      );
    }
    actions.append(this.button(t.media.remove(name), '✕', () => this.remove(item)));
    const old = item.row.querySelector('img');
    if (old) URL.revokeObjectURL(old.src);
    item.row.replaceChildren(thumb, text, actions);
    item.row.dataset.state = state;
  }

  private button(label: string, symbol: string, onClick: () => void): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-label', label);
    button.title = label;
    button.textContent = symbol;
    button.addEventListener('click', onClick);
    return button;
  }
}
