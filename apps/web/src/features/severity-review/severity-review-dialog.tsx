import { useEffect } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useQueryClient } from '@tanstack/react-query';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import { severityReviewPrefix } from '@/api/get-severity-review.ts';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { useReviewFlag } from './review-flag.ts';
import { SeverityReview } from './severity-review.tsx';
import './severity-review.css';

interface SeverityReviewDialogProps {
  project: ProjectDetailData;
  /** The map's applied filter: the review steps through the posts it matches. */
  apiQuery: PostsFilterQuery;
}

/**
 * The severity review mode (`review=severity` in the address), a full-screen dialog over the map.
 * Each session starts from the server's current queue.
 */
export function SeverityReviewDialog({ project, apiQuery }: SeverityReviewDialogProps) {
  const { isOpen, close } = useReviewFlag();
  const queryClient = useQueryClient();
  const available = isOpen && project.show_severity;
  useEffect(() => {
    if (!available) return;
    return () => queryClient.removeQueries({ queryKey: severityReviewPrefix(project.id) });
  }, [available, project.id, queryClient]);
  return (
    <ModalOverlay
      className="review-overlay"
      isOpen={available}
      isDismissable={false}
      isKeyboardDismissDisabled={false}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Modal className="review-modal">
        <Dialog className="review-dialog">
          <SeverityReview projectId={project.id} apiQuery={apiQuery} onClose={close} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
