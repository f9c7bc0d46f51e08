import { PHOTO_MESSAGES } from '@larder/domain/api/recipe-photos';
import { SALAD, TOMATO } from '@larder/domain/recipe-fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COOK, fakeApi, GUEST } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { pantryItem } from '../../../test/pantry-fixtures.ts';
import { renderAt } from '../../../test/render-at.tsx';

freshSessionEachTest();
afterEach(() => {
  document.head.innerHTML = '';
});

const PHOTO = 'http://localhost:8080/uploads/recipe-images/recipe-photos/6f0c.jpg';
const photoPath = `/api/recipes/${SALAD.id}/photo`;

function serve(user: object, recipe: object, routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/auth/get-session': { body: { user } },
    [`GET /api/recipes/${SALAD.id}`]: { body: { ...SALAD, saved: false, ...recipe } },
    'GET /api/pantry': { body: { items: [] } },
    [`POST /api/recipes/${SALAD.id}/cooked`]: {
      body: { pantry: [pantryItem(TOMATO, 'tomato', { quantity: 2, unit: 'piece' })], savedGrams: 0 },
    },
    ...routes,
  });
}

const title = () => screen.findByRole('heading', { level: 1, name: SALAD.title });
const photoInput = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const dish = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'dinner.jpg', { type: 'image/jpeg' });

describe("the cook's photo on the recipe screen", () => {
  it('is offered only once the cook has cooked it, and right after "I cooked this" without a reload', async () => {
    const calls = serve(
      COOK,
      { cooked: false },
      { [`POST ${photoPath}`]: { body: { id: SALAD.id, photo: PHOTO } } },
    );
    renderAt(`/recipe?id=${SALAD.id}`);
    await title();
    expect(screen.queryByLabelText('Add a photo')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'I cooked this' }));
    const card = (await screen.findByRole('heading', { name: 'Cooked. Enjoy your meal!' })).parentElement;
    expect(card).toBeTruthy();
    fireEvent.change(within(card as HTMLElement).getByLabelText('Add a photo'), {
      target: { files: [dish()] },
    });
    expect(await screen.findByRole('img', { name: `${SALAD.title}, as you made it` })).toHaveProperty(
      'src',
      PHOTO,
    );
    expect(await screen.findByText('Photo added')).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST' && call.path === photoPath)?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(((sent as FormData).get('photo') as File).name).toBe('dinner.jpg');
    expect(within(card as HTMLElement).getByLabelText('Change photo')).toBeTruthy();
  });

  it('shows the server’s words when a photo is refused', async () => {
    serve(
      COOK,
      { cooked: true },
      {
        [`POST ${photoPath}`]: {
          status: 400,
          body: {
            error: {
              code: 'validation_failed',
              message: `photo: ${PHOTO_MESSAGES.notPhoto}`,
              field: 'photo',
            },
          },
        },
      },
    );
    renderAt(`/recipe?id=${SALAD.id}`);
    await title();
    fireEvent.change(photoInput('Add a photo'), { target: { files: [dish()] } });
    expect(await screen.findByText("Couldn't add the photo")).toBeTruthy();
    expect(screen.getByText(PHOTO_MESSAGES.notPhoto)).toBeTruthy();
    expect(screen.queryByRole('img', { name: `${SALAD.title}, as you made it` })).toBeNull();
  });

  it('removes the photo after the cook confirms, and keeps it when they change their mind', async () => {
    const calls = serve(
      COOK,
      { cooked: true, photo: PHOTO },
      { [`DELETE ${photoPath}`]: { body: { id: SALAD.id, photo: null } } },
    );
    renderAt(`/recipe?id=${SALAD.id}`);
    await title();
    expect(screen.getByRole('img', { name: `${SALAD.title}, as you made it` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: `${SALAD.title}, as you made it` })).toBeNull(),
    );
    expect(await screen.findByText('Photo removed')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([photoPath]);
    expect(photoInput('Add a photo')).toBeTruthy();
  });

  it('is not offered to a cook without an account', async () => {
    serve(GUEST, { cooked: true });
    renderAt(`/recipe?id=${SALAD.id}`);
    await title();
    fireEvent.click(screen.getByRole('button', { name: 'I cooked this' }));
    await screen.findByRole('heading', { name: 'Cooked. Enjoy your meal!' });
    expect(screen.queryByLabelText('Add a photo')).toBeNull();
  });
});
