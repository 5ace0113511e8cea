import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewPasswordFields } from './new-password-fields.tsx';

/** The texts a screen reader reads after the field's name. */
function description(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
}

describe('NewPasswordFields', () => {
  afterEach(cleanup);

  it('offers both fields to password managers as a new password, with hint and error read out', () => {
    render(
      <NewPasswordFields
        password={{ label: 'New password', hint: '4 to 64 characters', name: 'new_password' }}
        confirm={{ label: 'Confirm', error: 'The passwords differ', name: 'new_password_confirm' }}
      />,
    );
    const password = screen.getByLabelText<HTMLInputElement>('New password');
    const confirm = screen.getByLabelText<HTMLInputElement>('Confirm');

    for (const field of [password, confirm]) {
      expect(field.type).toBe('password');
      expect(field.autocomplete).toBe('new-password');
    }
    expect(password.name).toBe('new_password');
    expect(description(password)).toBe('4 to 64 characters');
    expect(confirm.name).toBe('new_password_confirm');
    expect(description(confirm)).toBe('The passwords differ');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
  });
});
