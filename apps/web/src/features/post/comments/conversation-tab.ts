import { useState } from 'react';
import { readStored, writeStored } from '@/lib/storage.ts';

export type ConversationTab = 'comments' | 'notes';

const STORAGE_KEY = 'highwater.post.conversation-tab';

/** The conversation tab last chosen, remembered across posts (spec 001 section 2). */
export function useConversationTab(notesAllowed: boolean) {
  const [tab, setTab] = useState<ConversationTab>(() =>
    readStored(STORAGE_KEY) === 'notes' ? 'notes' : 'comments',
  );
  const choose = (next: ConversationTab) => {
    setTab(next);
    writeStored(STORAGE_KEY, next);
  };
  return [notesAllowed ? tab : 'comments', choose] as const;
}
