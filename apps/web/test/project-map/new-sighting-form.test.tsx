import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { i18n } from 'i18next';
import type { CreatedPost } from '@highwater/core/api/new-posts';
import type { Investigation } from '@highwater/core/api/projects';
import { IDEMPOTENCY_KEY_PATTERN } from '@highwater/core/api/new-posts';
import { json, type ApiCall } from '../helpers/api-calls.ts';
import { setupTestI18n } from '../helpers/i18n.ts';
import { media, project as projectFixture } from '../helpers/post-fixtures.ts';
import { FakeXhr, lastXhr } from '../comments/fake-xhr.ts';
import { MAP_PATH, renderNewSighting, type ApiHandler } from './render-new-sighting.tsx';

let i18next: i18n;
beforeAll(async () => {
  i18next = await setupTestI18n();
});
beforeEach(() => {
  localStorage.clear();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const streetFlooding: Investigation = {
  id: 10,
  name: 'Street flooding',
  slug: 'street-flooding',
  icon: null,
  questions: [
    {
      id: 101,
      investigation_id: 10,
      title: 'Is the street passable?',
      data_type: 'BOOLEAN',
      unit: null,
      multiple: false,
      options: [],
      required: true,
    },
    {
      id: 102,
      investigation_id: 10,
      title: 'Water depth',
      data_type: 'DECIMAL',
      unit: 'CM',
      multiple: false,
      options: [],
      required: false,
    },
    {
      id: 103,
      investigation_id: 10,
      title: 'What is flooded?',
      data_type: 'SELECT',
      unit: null,
      multiple: true,
      options: ['street', 'yard', 'garage'],
      required: false,
    },
  ],
};
const project = projectFixture({ investigations: [streetFlooding] });
const POSTS = `/api/v3/cx/local-projects/${project.id}/posts`;
const isCreate = (call: ApiCall) => call.method === 'POST' && call.path === POSTS;

function createdPost(id: number, body: Record<string, unknown>): CreatedPost {
  return {
    id,
    project_id: project.id,
    lat: body.lat as number,
    lng: body.lng as number,
    observed_at: body.observed_at as string,
    created_at: new Date().toISOString(),
    location: 'Granby St, Norfolk, VA',
    content: '',
    status_id: 1,
    featured: false,
    seen: null,
    last_comment_at: null,
    severity_level: null,
    investigation_ids: [10],
    thumbnail_url: null,
    media_count: 1,
    source: 'staff',
    time_zone: { name: 'America/New_York', abbreviation: 'EST' },
    media: [media(31)],
  };
}

/** Places, reverse look-ups and whatever `more` answers. */
const places =
  (more: ApiHandler = () => undefined): ApiHandler =>
  (call, url) => {
    if (call.path === '/api/v3/cx/places/reverse') {
      return json({
        results: [{ id: 'r1', place_name: 'Granby St, Norfolk', center: [-76.29, 36.85] }],
      });
    }
    if (call.path === '/api/v3/cx/places' && url.searchParams.get('q')) {
      return json({
        results: [{ id: 'p1', place_name: '200 Granby St, Norfolk', center: [-76.2858, 36.8507] }],
      });
    }
    return more(call, url);
  };

const form = () => screen.getByRole('form', { name: 'New sighting' });
const press = (name: string | RegExp) =>
  act(() => fireEvent.click(within(form()).getByRole('button', { name })));
const problemOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.classList.contains('sighting-field__problem'))?.textContent ?? null;
const searchBox = () =>
  within(form()).getByRole('searchbox', { name: 'Search for an address or place' });

async function openForm() {
  await act(() => fireEvent.click(screen.getByRole('button', { name: 'Add sighting' })));
  return form();
}

async function placeOnMap() {
  await press('Choose on the map');
  await act(() => fireEvent.click(screen.getByRole('button', { name: 'Tap the map' })));
  await act(() => fireEvent.click(screen.getByRole('button', { name: 'Done' })));
  await within(form()).findByText('Granby St, Norfolk');
}

async function uploadPhoto(id = 31) {
  const input = form().querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('No file input');
  fireEvent.change(input, {
    target: { files: [new File([new Uint8Array(500)], 'kerb.jpg', { type: 'image/jpeg' })] },
  });
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  act(() => lastXhr().respond(200, 'OK', JSON.stringify(media(id))));
  await within(form()).findByText('Uploaded');
}

async function answerPassable(choice: 'Yes' | 'No') {
  const group = within(form()).getByRole('radiogroup', { name: /^Is the street passable\?/ });
  await act(() => fireEvent.click(within(group).getByText(choice, { exact: true })));
}

// The first render loads the whole form, slow on a busy machine.
describe('adding a sighting on the map screen', { timeout: 20_000 }, () => {
  it('names what is missing on each field, moves to the first, and sends nothing', async () => {
    const { calls } = await renderNewSighting(project, places());
    await openForm();
    await press('Add sighting');

    expect(searchBox().getAttribute('aria-invalid')).toBe('true');
    expect(problemOf(searchBox())).toBe('Choose where you saw the flooding.');
    expect(document.activeElement).toBe(searchBox());
    const attach = within(form()).getByRole('button', { name: 'Add photos or videos' });
    expect(problemOf(attach)).toBe('Add at least one photo or video.');
    const passable = within(form()).getByRole('radiogroup', { name: /^Is the street passable\?/ });
    expect(passable.textContent).toContain('Required');
    expect(problemOf(passable)).toBe('This question needs an answer.');
    expect(within(form()).getByRole('alert').textContent).toBe(
      'Check the fields marked with a message.',
    );

    // Answering a field takes its message away.
    await answerPassable('No');
    expect(problemOf(passable)).toBeNull();
    const depth = within(form()).getByRole('textbox', { name: /^Water depth/ });
    await act(() => fireEvent.change(depth, { target: { value: 'knee deep' } }));
    await press('Add sighting');
    expect(problemOf(depth)).toBe('Enter a number, such as 12 or 4.5.');
    expect(calls.filter(isCreate)).toHaveLength(0);
  });

  it('adds a sighting placed on the map with its photo and answers, once, then opens it', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = await renderNewSighting(
      project,
      places((call) =>
        isCreate(call) ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
      ),
    );
    await openForm();
    await placeOnMap();
    await uploadPhoto();
    await answerPassable('No');
    await act(() =>
      fireEvent.change(within(form()).getByRole('textbox', { name: /^Water depth/ }), {
        target: { value: '12,5' },
      }),
    );
    const flooded = within(form()).getByRole('group', { name: 'What is flooded?' });
    await act(() => fireEvent.click(within(flooded).getByRole('checkbox', { name: 'garage' })));
    await act(() => fireEvent.click(within(flooded).getByRole('checkbox', { name: 'street' })));
    await act(() =>
      fireEvent.change(within(form()).getByRole('textbox', { name: 'Description' }), {
        target: { value: '  Caller says the kerb is under water.  ' },
      }),
    );

    // A double press sends it once.
    const submit = within(form()).getByRole('button', { name: 'Add sighting' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(calls.filter(isCreate)).toHaveLength(1));
    await waitFor(() => expect(submit.textContent).toBe('Adding…'));
    const body = calls.find(isCreate)?.body as Record<string, unknown>;
    expect(body).toEqual({
      observed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/) as unknown,
      lat: 36.8512,
      lng: -76.2901,
      content: 'Caller says the kerb is under water.',
      media_ids: [31],
      answers: [
        { question_id: 101, value: false },
        { question_id: 102, value: 12.5 },
        { question_id: 103, value: ['street', 'garage'] },
      ],
      idempotency_key: expect.stringMatching(new RegExp(IDEMPOTENCY_KEY_PATTERN)) as unknown,
    });
    expect(Math.abs(Date.parse(body.observed_at as string) - Date.now())).toBeLessThan(120_000);

    answer(json(createdPost(2001, body), 201));
    expect(await screen.findByText('Sighting added')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`${MAP_PATH}/2001`));
    expect(screen.queryByRole('form', { name: 'New sighting' })).toBeNull();
    expect(calls.filter(isCreate)).toHaveLength(1);
  });

  it('shows the server’s refusal on the fields it names, in the user’s language', async () => {
    await i18next.changeLanguage('es');
    await renderNewSighting(
      project,
      places((call) =>
        isCreate(call)
          ? json(
              {
                statusCode: 400,
                error: 'Bad Request',
                message: 'The post was not created: check the fields named in errors',
                errors: [
                  { field: 'observed_at', code: 'observed_at_in_future', message: 'x' },
                  { field: 'answers.103', code: 'answer_not_an_option', message: 'x' },
                ],
              },
              400,
              'Bad Request',
            )
          : undefined,
      ),
    );
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Add sighting' })));
    const spanish = await screen.findByRole('form', { name: 'Nuevo avistamiento' });
    await act(() =>
      fireEvent.click(within(spanish).getByRole('button', { name: 'Elegir en el mapa' })),
    );
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Tap the map' })));
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Listo' })));
    const again = screen.getByRole('form', { name: 'Nuevo avistamiento' });
    const input = again.querySelector<HTMLInputElement>('input[type=file]');
    fireEvent.change(input!, {
      target: { files: [new File([new Uint8Array(5)], 'a.jpg', { type: 'image/jpeg' })] },
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => lastXhr().respond(200, 'OK', JSON.stringify(media(32))));
    await within(again).findByText('Subido');
    const group = within(again).getByRole('radiogroup', { name: /^Is the street passable\?/ });
    await act(() => fireEvent.click(within(group).getByText('Sí', { exact: true })));
    await act(() =>
      fireEvent.click(within(again).getByRole('button', { name: 'Añadir avistamiento' })),
    );

    const observed = await within(again).findByLabelText('Fecha y hora en que se vio');
    await waitFor(() =>
      expect(problemOf(observed)).toBe(
        'La hora en que vio la inundación no puede estar en el futuro.',
      ),
    );
    expect(document.activeElement).toBe(observed);
    const flooded = within(again).getByRole('group', { name: 'What is flooded?' });
    expect(problemOf(flooded)).toBe('Elija una de las respuestas ofrecidas.');
  });

  it('keeps the form and its key after no answer came, so that sending again finds the post', async () => {
    let failFirst = true;
    const { calls } = await renderNewSighting(
      project,
      places((call) => {
        if (!isCreate(call)) return undefined;
        if (failFirst) {
          failFirst = false;
          throw new TypeError('Failed to fetch');
        }
        return json(createdPost(2002, call.body as Record<string, unknown>), 200);
      }),
    );
    await openForm();
    await act(() => fireEvent.change(searchBox(), { target: { value: 'Granby' } }));
    const found = await within(form()).findByRole('button', { name: '200 Granby St, Norfolk' });
    await act(() => fireEvent.click(found));
    await uploadPhoto();
    await answerPassable('Yes');

    await press('Add sighting');
    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).toBe(
      'The sighting was not added. The server could not be reached. Check your connection and try again.',
    );
    await press('Add sighting');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`${MAP_PATH}/2002`));
    const [first, second] = calls
      .filter(isCreate)
      .map((call) => call.body as Record<string, unknown>);
    expect(first).toMatchObject({ lat: 36.8507, lng: -76.2858 });
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
  });

  it('asks before losing what was entered, and starts afresh after', async () => {
    await renderNewSighting(project, places());
    await openForm();
    // Nothing entered: Cancel closes at once.
    await press('Cancel');
    expect(screen.queryByRole('form', { name: 'New sighting' })).toBeNull();

    await openForm();
    const description = within(form()).getByRole('textbox', { name: 'Description' });
    await act(() => fireEvent.change(description, { target: { value: 'Phoned in' } }));
    await press('Cancel');
    const ask = screen.getByRole('alertdialog', { name: 'Discard this sighting?' });
    await act(() => fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' })));
    expect(within(form()).getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'Phoned in',
    );
    await press('Cancel');
    await act(() =>
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
      ),
    );
    expect(screen.queryByRole('form', { name: 'New sighting' })).toBeNull();
    await openForm();
    expect(within(form()).getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      '',
    );
  });
});
