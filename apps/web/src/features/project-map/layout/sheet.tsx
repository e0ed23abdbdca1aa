import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { X } from 'lucide-react';

interface SheetProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** Controls beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A full-height sheet over the map (phones and tablets). Its body is a fixed-height box, so the
 * lists inside can scroll and virtualize on their own.
 */
export function Sheet({ isOpen, onClose, title, actions, children }: SheetProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      className="sheet-overlay"
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="sheet">
        <Dialog className="sheet__dialog">
          <header className="sheet__header">
            <Heading slot="title" className="sheet__title">
              {title}
            </Heading>
            {actions}
            <Button className="icon-button" aria-label={t('common.close')} onPress={onClose}>
              <X size={20} aria-hidden="true" />
            </Button>
          </header>
          <div className="sheet__body">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
