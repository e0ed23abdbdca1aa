import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatePost } from '@/api/create-post.ts';
import { useOneAtATime } from '@/lib/use-one-at-a-time.ts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { useSelectPosts } from '../layout/use-select-posts.ts';
import { useProjectFilter } from '../use-project-filter.ts';
import { NEW_SIGHTING_FLAG, useNewSighting } from './new-sighting-context.tsx';
import { serverProblems } from './server-problems.ts';
import { fieldOrder, readDraft, surveyQuestions, type FieldProblems } from './sighting-draft.ts';
import { focusField } from './field-ids.ts';

const CLOSE_KEYS = [NEW_SIGHTING_FLAG];

/**
 * Sends the sighting once (a double press or a repeated key sends it once, and a retry after a
 * lost answer finds the first post by its key). Problems the form can see are shown at once;
 * those the server finds are shown on their fields. Once added, the sighting opens in the post
 * panel; the live-update stream's post.created brings it to the map, the list and the timeline,
 * as it does on every other open map of the project.
 */
export function useSubmitSighting() {
  const { t } = useTranslation();
  const { project } = useProjectFilter();
  const sighting = useNewSighting();
  const create = useCreatePost(project.id);
  const notifications = useNotifications();
  const selectPosts = useSelectPosts(CLOSE_KEYS);
  const once = useOneAtATime();
  const [failure, setFailure] = useState<unknown>(null);
  const [focusRequest, setFocusRequest] = useState<{ problems: FieldProblems } | null>(null);
  const questions = useMemo(() => surveyQuestions(project.investigations), [project]);
  const order = useMemo(() => fieldOrder(questions), [questions]);

  // The fields render their problems first; then the first of them takes focus.
  useEffect(() => {
    if (!focusRequest) return;
    const first = order.find((key) => key in focusRequest.problems);
    if (first) focusField(first);
  }, [focusRequest, order]);

  const showProblems = useCallback(
    (problems: FieldProblems) => {
      sighting.setProblems(problems);
      setFocusRequest({ problems });
    },
    [sighting],
  );

  const submit = () => {
    const { uploads } = sighting;
    const read = readDraft(
      sighting.draft,
      questions,
      {
        count: uploads.uploads.length,
        uploading: uploads.inProgress,
        failed: uploads.failed,
        ids: uploads.mediaIds,
      },
      { zone: sighting.zone, now: new Date(), idempotencyKey: sighting.idempotencyKey },
    );
    setFailure(null);
    if ('problems' in read) {
      showProblems(read.problems);
      return;
    }
    once(async () => {
      try {
        const post = await create.mutateAsync(read.body);
        notifications.notify({ message: t('newsighting.added'), success: true });
        sighting.finish();
        selectPosts([post.id]);
      } catch (error) {
        const problems = serverProblems(error);
        if (problems) showProblems(problems);
        else setFailure(error);
      }
    });
  };

  return { submit, pending: create.isPending, failure };
}
