import { NOTIFICATION_TIMEOUT_MS } from '@highwater/core/constants';

/** An in-app message (spec 000 section 3). */
export interface NotificationInput {
  message: string;
  /** true, or the error whose detail is shown under the message. */
  error?: unknown;
  success?: boolean;
  /** Icon name; bang, check or info by default. */
  icon?: string;
  /** Milliseconds before it dismisses itself; 0 keeps it until dismissed. */
  timeout?: number;
}

export interface AppNotification extends NotificationInput {
  id: string;
  timeout: number;
}

/** Errors with no explicit timeout stay; everything else goes after the default timeout. */
export function defaultTimeout(input: NotificationInput): number {
  if (input.timeout !== undefined) return input.timeout;
  return input.error ? 0 : NOTIFICATION_TIMEOUT_MS;
}

/** Newest first. */
export class NotificationStore {
  private items: readonly AppNotification[] = [];
  private readonly listeners = new Set<() => void>();

  getSnapshot = (): readonly AppNotification[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  notify = (input: NotificationInput): string => {
    const notification: AppNotification = {
      ...input,
      id: crypto.randomUUID(),
      timeout: defaultTimeout(input),
    };
    this.set([notification, ...this.items]);
    return notification.id;
  };

  dismiss = (id: string): void => {
    this.set(this.items.filter((item) => item.id !== id));
  };

  private set(items: readonly AppNotification[]): void {
    this.items = items;
    for (const listener of this.listeners) listener();
  }
}
