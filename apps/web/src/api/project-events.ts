import { Value } from '@sinclair/typebox/value';
import { ProjectEvent } from '@highwater/core/api/events';
import type { ApiClient } from './api-client.ts';

/**
 * Opens a project's live-update stream (Server-Sent Events), resuming after `lastEventId` when
 * there is one; the answer's body is read as it arrives (features/live/event-stream.ts).
 */
export const openProjectEvents = (
  api: ApiClient,
  projectId: number,
  lastEventId: string | null,
  signal: AbortSignal,
) =>
  api.stream(`/../v3/cx/local-projects/${projectId}/events`, {
    signal,
    headers: lastEventId === null ? {} : { 'Last-Event-ID': lastEventId },
  });

/** One message's data as an event of the contract, or null for anything else. */
export function parseProjectEvent(data: string): ProjectEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  return Value.Check(ProjectEvent, value) ? value : null;
}
