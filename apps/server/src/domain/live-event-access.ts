/** What decides who may receive a stored event. */
export interface LiveEventFacts {
  isInternalNote: boolean;
  /** Set for events only their user receives (saved searches). */
  userId: number | null;
  /** The observed time of the post the event is about, when it carries one. */
  postObservedAt: Date | null;
}

/** The receiving stream: its user and the project's settings now. */
export interface LiveReceiver {
  userId: number;
  showInternalNotes: boolean;
  /** A rolling-window project's start; posts observed before it are not the member's to read. */
  windowStart: Date | null;
}

/**
 * Internal-note events only where the project shows notes, user-scoped events only to their
 * user, and nothing about a post outside a rolling window (as for every post call).
 */
export function mayReceive(event: LiveEventFacts, receiver: LiveReceiver): boolean {
  if (event.isInternalNote && !receiver.showInternalNotes) return false;
  if (event.userId !== null && event.userId !== receiver.userId) return false;
  if (receiver.windowStart && event.postObservedAt && event.postObservedAt < receiver.windowStart) {
    return false;
  }
  return true;
}
