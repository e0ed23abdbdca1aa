import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_POST_MAX_MEDIA } from '@highwater/core/api/new-posts';
import { useUploads, type Uploads } from '@/lib/uploads/use-uploads.ts';
import { useSightingTime } from '@/lib/time/use-sighting-time.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { localInputValue } from '../filters/zoned-dates.ts';
import { useQueryFlag } from '../layout/use-query-flag.ts';
import { useProjectFilter } from '../use-project-filter.ts';
import type { AnswerInput } from './answer-input.ts';
import { ADD_SIGHTING_ID } from './field-ids.ts';
import {
  answerField,
  draftTouched,
  type DraftPlace,
  type FieldKey,
  type FieldProblems,
  type SightingDraft,
} from './sighting-draft.ts';

/** The address flag of the open form (new-sighting=open): Back closes it, as it does a sheet. */
export const NEW_SIGHTING_FLAG = 'new-sighting';

export interface NewSightingState {
  isOpen: boolean;
  open: () => void;
  /** Closes the form, asking first when something entered would be lost. */
  requestClose: () => void;
  /** Empties the form after the sighting was added; the caller leaves the address. */
  finish: () => void;
  /** On phones and tablets: the form steps aside while the place is chosen on the map. */
  picking: boolean;
  setPicking: (picking: boolean) => void;
  draft: SightingDraft;
  /** The zone the form's times are typed in: the place's under the user's choice. */
  zone: string;
  update: (change: Partial<Pick<SightingDraft, 'observed' | 'content'>>) => void;
  setPlace: (place: DraftPlace | null) => void;
  setAnswer: (questionId: number, input: AnswerInput) => void;
  /** Asks the map to put the pin at its centre (the keyboard's way to place it). */
  centreRequests: number;
  requestCentre: () => void;
  uploads: Uploads;
  problems: FieldProblems;
  setProblems: Dispatch<SetStateAction<FieldProblems>>;
  /** Made once per sighting, so that sending it twice never makes two posts. */
  idempotencyKey: string;
}

const NewSightingContext = createContext<NewSightingState | null>(null);

const freshDraft = (observed: string): SightingDraft => ({
  place: null,
  observed,
  content: '',
  answers: {},
});

function withoutProblems(problems: FieldProblems, keys: readonly FieldKey[]): FieldProblems {
  if (!keys.some((key) => key in problems)) return problems;
  const rest = { ...problems };
  for (const key of keys) delete rest[key];
  return rest;
}

/**
 * The sighting being added on the map screen. It outlives the form's panel or sheet, so that the
 * form can step aside on a phone while the place is picked, and closing it with Back keeps what
 * was entered (and the uploads going) for when it opens again.
 */
export function NewSightingProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { project } = useProjectFilter();
  const sightingTime = useSightingTime();
  const [isOpen, setOpen] = useQueryFlag(NEW_SIGHTING_FLAG);
  const now = useCallback(
    (place: DraftPlace | null) =>
      localInputValue(new Date(), sightingTime.zoneOf(place ?? project.center)),
    [sightingTime, project.center],
  );
  const [initial, setInitial] = useState(() => freshDraft(now(null)));
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [picking, setPicking] = useState(false);
  const [centreRequests, setCentreRequests] = useState(0);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState(false);
  const uploads = useUploads(NEW_POST_MAX_MEDIA);
  const wasOpen = useRef(isOpen);
  const finished = useRef(false);

  const zone = sightingTime.zoneOf(draft.place ?? project.center);

  // The files' problem goes once what it asked for is done.
  const uploadCount = uploads.uploads.length;
  const uploadsFailed = uploads.failed;
  const uploadsRunning = uploads.inProgress;
  useEffect(() => {
    setProblems((current) => {
      const problem = current.media;
      const answered =
        problem === 'media_uploading'
          ? !uploadsRunning
          : problem === 'media_failed'
            ? !uploadsFailed
            : problem === 'media_too_many'
              ? uploadCount < NEW_POST_MAX_MEDIA
              : problem !== undefined;
      return answered ? withoutProblems(current, ['media']) : current;
    });
  }, [uploadCount, uploadsFailed, uploadsRunning]);

  const clearUploads = uploads.clear;
  const reset = useCallback(() => {
    const next = freshDraft(now(null));
    setInitial(next);
    setDraft(next);
    setProblems({});
    setPicking(false);
    clearUploads();
    setIdempotencyKey(crypto.randomUUID());
  }, [now, clearUploads]);

  const open = useCallback(() => {
    // An untouched time is "now" again, not when the form was first opened.
    if (draft.observed === initial.observed) {
      const observed = now(draft.place);
      setInitial((first) => ({ ...first, observed }));
      setDraft((current) => ({ ...current, observed }));
    }
    setOpen(true);
  }, [draft.observed, draft.place, initial.observed, now, setOpen]);

  const close = useCallback(() => {
    setPicking(false);
    setOpen(false);
  }, [setOpen]);

  // Focus that left with the form goes back to "Add sighting"; after a success the new post's
  // panel takes it instead.
  useEffect(() => {
    const closed = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    if (!closed) return;
    if (finished.current) {
      finished.current = false;
      return;
    }
    // After the dialogs' own focus restoring, which may aim at a control that has gone.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) document.getElementById(ADD_SIGHTING_ID)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);

  const finish = useCallback(() => {
    finished.current = true;
    reset();
  }, [reset]);

  const requestClose = useCallback(() => {
    if (draftTouched(draft, initial, uploads.uploads.length)) setConfirming(true);
    else close();
  }, [draft, initial, uploads.uploads.length, close]);

  const discard = () => {
    setConfirming(false);
    reset();
    close();
  };

  const update = useCallback((change: Partial<Pick<SightingDraft, 'observed' | 'content'>>) => {
    setDraft((current) => ({ ...current, ...change }));
    const keys: FieldKey[] = [];
    if ('observed' in change) keys.push('observed_at');
    if ('content' in change) keys.push('content');
    setProblems((current) => withoutProblems(current, keys));
  }, []);

  const setPlace = useCallback((place: DraftPlace | null) => {
    setDraft((current) => ({ ...current, place }));
    setProblems((current) => withoutProblems(current, ['place']));
  }, []);

  const setAnswer = useCallback((questionId: number, input: AnswerInput) => {
    setDraft((current) => ({ ...current, answers: { ...current.answers, [questionId]: input } }));
    setProblems((current) => withoutProblems(current, [answerField(questionId)]));
  }, []);

  const requestCentre = useCallback(() => setCentreRequests((count) => count + 1), []);

  const value = useMemo<NewSightingState>(
    () => ({
      isOpen,
      open,
      requestClose,
      finish,
      picking: isOpen && picking,
      setPicking,
      draft,
      zone,
      update,
      setPlace,
      setAnswer,
      centreRequests,
      requestCentre,
      uploads,
      problems,
      setProblems,
      idempotencyKey,
    }),
    [
      isOpen,
      open,
      requestClose,
      finish,
      picking,
      draft,
      zone,
      update,
      setPlace,
      setAnswer,
      centreRequests,
      requestCentre,
      uploads,
      problems,
      idempotencyKey,
    ],
  );

  return (
    <NewSightingContext.Provider value={value}>
      {children}
      <ConfirmDialog
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={t('newsighting.discard_title')}
        confirmLabel={t('newsighting.discard')}
        onConfirm={discard}
      >
        <p>{t('newsighting.discard_text')}</p>
      </ConfirmDialog>
    </NewSightingContext.Provider>
  );
}

export function useNewSighting(): NewSightingState {
  const context = useContext(NewSightingContext);
  if (!context) throw new Error('useNewSighting needs the NewSightingProvider');
  return context;
}
