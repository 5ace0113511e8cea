import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useNavigate,
} from '@tanstack/react-router';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { Modal } from '../ui/modal.tsx';
import { discardModalFlags, stripModalFlagsOnNavigation, takeModalFlags } from './query-flags.ts';
import { useQueryFlagModal } from './use-query-flag-modal.ts';

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  discardModalFlags();
});

/** A link by href: this little router is not the app's, whose typed routes `<Link>` knows. */
function HrefLink({ href, children }: { href: string; children: string }) {
  const navigate = useNavigate();
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        void navigate({ href });
      }}
    >
      {children}
    </a>
  );
}

function MembersPage() {
  const addMember = useQueryFlagModal('addMember');
  return (
    <>
      <h1>Members</h1>
      <button type="button" onClick={addMember.show}>
        Add member
      </button>
      <HrefLink href="/members?addMember">Add here by link</HrefLink>
      <Modal open={addMember.open} onClose={addMember.close} title="New member">
        <p>Form for {addMember.value || 'anyone'}</p>
      </Modal>
    </>
  );
}

function HomePage() {
  return (
    <>
      <h1>Home</h1>
      <HrefLink href="/members?addMember=kim">Members with the form</HrefLink>
      <HrefLink href="/members">Members</HrefLink>
    </>
  );
}

/** A tiny app as main.tsx sets it up: flags taken off the first URL, then the router. */
async function renderAt(url: string) {
  const history = createMemoryHistory({ initialEntries: [takeModalFlags(url)] });
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    history,
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage }),
      createRoute({ getParentRoute: () => rootRoute, path: '/members', component: MembersPage }),
    ]),
  });
  stripModalFlagsOnNavigation(history);
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  return history;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

test('a shared link opens its modal once and leaves no flag in the address', async () => {
  const history = await renderAt('/members?addMember=lee&page=2');
  expect(screen.getByRole('dialog', { name: 'New member' }).textContent).toContain('lee');
  expect(history.location.href).toBe('/members?page=2');

  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  // The screen opens it itself as usual.
  fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
  expect(screen.getByRole('dialog', { name: 'New member' })).toBeTruthy();
});

test('a flag on another page opens nothing here, and is gone once that page is left', async () => {
  await renderAt('/?addMember');
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(screen.getByRole('link', { name: 'Members' }));
  await screen.findByRole('heading', { name: 'Members' });
  await settle();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('links inside the app open it too; back and forward never reopen it', async () => {
  const history = await renderAt('/');
  fireEvent.click(screen.getByRole('link', { name: 'Members with the form' }));
  expect((await screen.findByRole('dialog', { name: 'New member' })).textContent).toContain('kim');
  expect(history.location.href).toBe('/members');

  fireEvent.keyDown(document, { key: 'Escape' });
  await act(async () => history.back());
  await screen.findByRole('heading', { name: 'Home' });
  await act(async () => history.forward());
  await screen.findByRole('heading', { name: 'Members' });
  await settle();
  expect(screen.queryByRole('dialog')).toBeNull();

  // The same link followed again, from the page itself, opens it again.
  fireEvent.click(screen.getByRole('link', { name: 'Add here by link' }));
  expect(await screen.findByRole('dialog', { name: 'New member' })).toBeTruthy();
  expect(history.location.href).toBe('/members');
});
