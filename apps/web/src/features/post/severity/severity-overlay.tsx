import { useEffect, useState, type ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import '@/ui/dialog.css';

/**
 * True from the render after the first. React Aria stacks overlays in the order they open, and
 * only the top one is drawn over the others, takes Escape and stays visible to screen readers.
 * An address that opens the severity view at once (a link, a reload) mounts it together with the
 * phone's post sheet around it, whose effects run last: opening one render later puts the view on
 * top, as when it is opened from the post.
 */
function useOpenAfterMount(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return open;
}

/**
 * The severity views float over the post: a full-screen modal on phones, a panel over the post
 * column on large screens. Escape or a click on the dimmed area goes back one step. The dialog is
 * named by the Heading (slot title) of what it shows.
 */
export function SeverityOverlay({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  const open = useOpenAfterMount();
  return (
    <ModalOverlay
      className="dialog-overlay severity-overlay"
      isOpen={open}
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen) onBack();
      }}
    >
      <Modal className="dialog-modal severity-modal">
        <Dialog className="severity-dialog">{children}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}
