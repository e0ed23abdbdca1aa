/**
 * An XMLHttpRequest the test drives by hand: it records what was sent, then reports progress,
 * answers, fails or is aborted when told.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }

  removeEventListener(type: string, listener: EventListener) {
    this.events.removeEventListener(type, listener);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { loaded, total, lengthComputable: true }),
    );
  }

  respond(status: number, statusText: string, responseText: string) {
    this.status = status;
    this.statusText = statusText;
    this.responseText = responseText;
    this.events.dispatchEvent(new Event('load'));
  }

  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
}

/** The last request sent, for the test to drive. */
export function lastXhr(): FakeXhr {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('No upload was sent');
  return xhr;
}
