import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import '@/ui/dialog.css';

/**
 * The severity views float over the post: a full-screen modal on phones, a panel over the post
 * column on large screens. Escape or a click on the dimmed area goes back one step. The dialog is
 * named by the Heading (slot title) of what it shows.
 */
export function SeverityOverlay({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  return (
    <ModalOverlay
      className="dialog-overlay severity-overlay"
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onBack();
      }}
    >
      <Modal className="dialog-modal severity-modal">
        <Dialog className="severity-dialog">{children}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}
