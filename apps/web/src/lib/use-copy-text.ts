import { useCallback } from 'react';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';

/**
 * Copies text to the clipboard and confirms it; where the clipboard is refused (permissions, an
 * insecure page) a prompt shows the text ready to copy by hand (spec 001 section 8).
 */
export function useCopyText() {
  const notifications = useNotifications();
  return useCallback(
    async (text: string, confirmation: string, promptLabel: string) => {
      try {
        await navigator.clipboard.writeText(text);
        notifications.notify({ message: confirmation, success: true });
      } catch {
        window.prompt(promptLabel, text);
      }
    },
    [notifications],
  );
}
