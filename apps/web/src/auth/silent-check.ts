import { NO_SESSION_MESSAGE, SILENT_SIGN_IN_TIMEOUT_MS } from '@highwater/core/constants';
import { isRecord } from '@/lib/storage.ts';
import { NoIdentitySessionError, SilentCheckTimeoutError } from './auth-errors.ts';

export interface AuthorizationAnswer {
  code: string;
  state: string;
}

function isAuthMessage(data: unknown): data is AuthorizationAnswer & { type: 'highwater:auth' } {
  return (
    isRecord(data) &&
    data.type === 'highwater:auth' &&
    typeof data.code === 'string' &&
    typeof data.state === 'string'
  );
}

/**
 * Asks the identity service for a code without showing anything: a hidden one-pixel frame loads
 * the authorize address with prompt=none, and the callback page posts the answer to this window.
 */
export function silentAuthorize(
  win: Window,
  authorizeUrl: string,
  timeoutMs = SILENT_SIGN_IN_TIMEOUT_MS,
): Promise<AuthorizationAnswer> {
  return new Promise((resolve, reject) => {
    const frame = win.document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.width = '1';
    frame.height = '1';
    frame.style.cssText = 'position:absolute;width:1px;height:1px;border:0;opacity:0;left:-10px;';

    const finish = () => {
      win.removeEventListener('message', onMessage);
      win.clearTimeout(timer);
      frame.remove();
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== win.location.origin || event.source !== frame.contentWindow) return;
      if (event.data === NO_SESSION_MESSAGE) {
        finish();
        reject(new NoIdentitySessionError());
      } else if (isAuthMessage(event.data)) {
        finish();
        resolve({ code: event.data.code, state: event.data.state });
      }
    }
    const timer = win.setTimeout(() => {
      finish();
      reject(new SilentCheckTimeoutError());
    }, timeoutMs);

    win.addEventListener('message', onMessage);
    frame.src = authorizeUrl;
    win.document.body.appendChild(frame);
  });
}
