import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './dialog.css';

interface AppDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Actions along the bottom edge. */
  footer?: ReactNode;
  /** "sheet" fills the height of a phone screen. */
  variant?: 'center' | 'sheet';
  /** Asks the user to decide (no close button, no dismissing by clicking outside). */
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: focus trapped, Escape closes, title announced. */
export function AppDialog({
  isOpen,
  onClose,
  title,
  children,
  footer,
  variant = 'center',
  role = 'dialog',
}: AppDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={role === 'dialog'}
    >
      <Modal className={`dialog-modal dialog-modal--${variant}`}>
        <Dialog className="dialog" role={role}>
          <header className="dialog__header">
            <Heading slot="title" className="dialog__title">
              {title}
            </Heading>
            {role === 'dialog' && (
              <Button className="icon-button" aria-label={t('common.close')} onPress={onClose}>
                <X size={18} aria-hidden="true" />
              </Button>
            )}
          </header>
          <div className="dialog__body">{children}</div>
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
