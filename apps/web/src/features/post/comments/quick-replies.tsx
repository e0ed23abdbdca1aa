import { useId } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { IconButton } from '@/ui/icon-button.tsx';

interface QuickRepliesProps {
  replies: readonly string[];
  onPick: (reply: string) => void;
  onDismiss: () => void;
}

/** The ready-made answers of the post's current status; picking one fills the text box. */
export function QuickReplies({ replies, onPick, onDismiss }: QuickRepliesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="quick-replies" role="group" aria-labelledby={headingId}>
      <div className="quick-replies__head">
        <span id={headingId} className="quick-replies__title">
          {t('comments.quick_replies')}
        </span>
        <IconButton label={t('comments.hide_quick_replies')} onPress={onDismiss}>
          <X size={16} aria-hidden />
        </IconButton>
      </div>
      <ul className="quick-replies__list">
        {replies.map((reply) => (
          <li key={reply}>
            <Button className="quick-reply" onPress={() => onPick(reply)}>
              {reply}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
