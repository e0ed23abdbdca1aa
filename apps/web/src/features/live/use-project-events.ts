import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProjectEvent } from '@highwater/core/api/events';
import { useApi } from '@/api/api-context.tsx';
import { openProjectEvents, parseProjectEvent } from '@/api/project-events.ts';
import { useSessionState } from '@/auth/session-context.tsx';
import { logError } from '@/lib/error-reporting.ts';
import { applyProjectEvent } from './apply-event.ts';
import { runEventStream } from './event-stream.ts';

/**
 * Keeps the project's live-update stream open while the user is signed in and the project is on
 * screen: each event updates the cached answers in place, then goes to `onEvent`. Signing out or
 * leaving the project closes the stream.
 */
export function useProjectEvents(projectId: number, onEvent: (event: ProjectEvent) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const signedIn = useSessionState().status === 'signed-in';
  const latest = useRef(onEvent);
  latest.current = onEvent;

  useEffect(() => {
    if (!signedIn) return;
    return runEventStream({
      open: (lastEventId, signal) => openProjectEvents(api, projectId, lastEventId, signal),
      onMessage: (message) => {
        const event = parseProjectEvent(message.data);
        if (!event || event.project_id !== projectId) return;
        applyProjectEvent(queryClient, event);
        latest.current(event);
      },
      onState: (state, error) => {
        // Only a refusal that stays (no longer a member) stops the stream; it is worth a look.
        if (state === 'stopped' && error) logError(error);
      },
    });
  }, [api, queryClient, projectId, signedIn]);
}
