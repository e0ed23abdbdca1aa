import { SESSION_STORAGE_KEY } from '@highwater/core/constants';

const CHANNEL_NAME = 'highwater.session';
const SIGNED_OUT = 'signed-out';

/**
 * Tells every other tab of this origin that the user signed out. BroadcastChannel carries the
 * message; where it does not exist, the removal of the stored session (a storage event in the
 * other tabs) carries it instead.
 */
export interface SignOutBroadcast {
  announce(): void;
  close(): void;
}

export function listenForSignOut(win: Window, onSignedOut: () => void): SignOutBroadcast {
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  const onMessage = (event: MessageEvent) => {
    if (event.data === SIGNED_OUT) onSignedOut();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY && event.newValue === null) onSignedOut();
  };
  if (channel) channel.addEventListener('message', onMessage);
  else win.addEventListener('storage', onStorage);

  return {
    announce: () => channel?.postMessage(SIGNED_OUT),
    close() {
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      win.removeEventListener('storage', onStorage);
    },
  };
}
