import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from '../../../lib/prerendered';
import { SignInForm } from './sign-in-form';

/**
 * Types into the HTML's password field while React renders the take-over: after the form has read
 * its fields, before React listens to them (what a person typing on a slow phone can do).
 */
function TypingDuringTakeOver() {
  const field = typeof document === 'undefined' ? null : document.getElementById('login-password');
  if (field instanceof HTMLInputElement && !field.value) field.value = 'typed meanwhile';
  return null;
}

const screenWithTyping = (
  <MemoryRouter initialEntries={['/auth/login']}>
    <SignInForm />
    <TypingDuringTakeOver />
  </MemoryRouter>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

it('keeps what was typed into the HTML while the app took the login over', async () => {
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute(PRERENDERED_ATTRIBUTE, '/auth/login');
  container.innerHTML = renderToString(screenWithTyping);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, screenWithTyping);
  });
  // Any later render sets the fields from the form's state: the typed password must be in it.
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@demo.eventflow.test' } });
  expect(screen.getByLabelText('Password')).toHaveValue('typed meanwhile');
  expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.eventflow.test');
});
