import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './dialog.tsx';

interface ConfirmDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The question asked. */
  children: ReactNode;
  /** The label of the destructive action. */
  confirmLabel: string;
  onConfirm: () => void;
  /** Disables the action while it runs. */
  pending?: boolean;
}

/**
 * Asks before something that cannot be undone: Cancel (focused first, so Enter is safe) and the
 * action in red. It cannot be dismissed by clicking outside; Escape cancels.
 */
export function ConfirmDialog({
  isOpen,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  pending = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      title={title}
      footer={
        <>
          <Button className="button" onPress={onClose} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button className="button button--danger" isDisabled={pending} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </AppDialog>
  );
}
