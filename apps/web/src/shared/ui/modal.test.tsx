import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { Modal } from './modal.tsx';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Outer"
        footer={<button type="button">Outer action</button>}
      >
        <input aria-label="Outer field" />
        <button type="button" onClick={() => setInnerOpen(true)}>
          Open inner
        </button>
        <Modal open={innerOpen} onClose={() => setInnerOpen(false)} title="Inner">
          <button type="button">Inner action</button>
        </Modal>
      </Modal>
    </>
  );
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

test('is a labelled modal dialog that takes focus and locks page scroll', () => {
  render(<Harness />);
  openModal();
  const dialog = screen.getByRole('dialog', { name: 'Outer' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(dialog.contains(document.activeElement)).toBe(true);
  expect(document.body.style.overflow).toBe('hidden');
  expect((dialog.parentElement as HTMLElement).style.zIndex).toBe('1000');
});

test('Escape closes it, scroll comes back and focus returns to the opener', () => {
  render(<Harness />);
  const opener = openModal();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.body.style.overflow).toBe('');
  expect(document.activeElement).toBe(opener);
});

test('a click outside closes it; a click inside does not', () => {
  render(<Harness />);
  openModal();
  const dialog = screen.getByRole('dialog', { name: 'Outer' });
  fireEvent.pointerDown(dialog);
  fireEvent.click(dialog);
  expect(screen.getByRole('dialog')).toBeTruthy();
  const backdrop = dialog.parentElement as HTMLElement;
  fireEvent.pointerDown(backdrop);
  fireEvent.click(backdrop);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('Tab wraps around inside the dialog', () => {
  render(<Harness />);
  openModal();
  const dialog = screen.getByRole('dialog', { name: 'Outer' });
  const last = screen.getByRole('button', { name: 'Outer action' });
  last.focus();
  fireEvent.keyDown(dialog, { key: 'Tab' });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(last);
});

test('stacked modals sit 2 apart and Escape closes only the top one', () => {
  render(<Harness />);
  openModal();
  const openInner = screen.getByRole('button', { name: 'Open inner' });
  openInner.focus();
  fireEvent.click(openInner);
  // The lower modal is hidden from assistive technology while another sits above it.
  expect(screen.queryByRole('dialog', { name: 'Outer' })).toBeNull();
  const outer = screen.getByRole('dialog', { name: 'Outer', hidden: true });
  const inner = screen.getByRole('dialog', { name: 'Inner' });
  expect((outer.parentElement as HTMLElement).style.zIndex).toBe('1000');
  expect((inner.parentElement as HTMLElement).style.zIndex).toBe('1002');
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
  expect(document.body.style.overflow).toBe('hidden');
  // Focus goes back to the button that opened the inner modal.
  expect(document.activeElement).toBe(openInner);
});
