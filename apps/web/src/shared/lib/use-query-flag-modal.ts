import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  consumeModalFlag,
  pendingModalFlag,
  subscribeModalFlags,
  type ModalFlag,
} from './query-flags.ts';

export interface QueryFlagModal {
  /** Whether the modal is open: by its flag in the URL, or by the screen. */
  open: boolean;
  /** The flag's value when the flag opened it (`?videoDetail=abc` → 'abc'; `?addMember` → ''). */
  value: string | undefined;
  setOpen: (open: boolean) => void;
  show: () => void;
  close: () => void;
}

interface State {
  open: boolean;
  value: string | undefined;
  /** The last flag request this modal answered. */
  answered: number | undefined;
}

/**
 * The open state of the modal that `flag` opens (docs/product.md §3.6). A link carrying
 * `?flag` (from outside, or inside the app) opens the modal once, on the page it points
 * to; the flag never stays in the address bar, so back, forward and reload do not reopen
 * it. One component per page should own a flag.
 *
 * ```tsx
 * const addMember = useQueryFlagModal('addMember');
 * <Button onClick={addMember.show}>…</Button>
 * <Modal open={addMember.open} onClose={addMember.close} title=…>…</Modal>
 * ```
 */
export function useQueryFlagModal(flag: ModalFlag): QueryFlagModal {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const request = useSyncExternalStore(
    subscribeModalFlags,
    () => pendingModalFlag(flag, pathname)?.request,
    () => undefined,
  );
  const [state, setState] = useState<State>(() => {
    const pending = pendingModalFlag(flag, pathname);
    return pending
      ? { open: true, value: pending.value, answered: pending.request }
      : { open: false, value: undefined, answered: undefined };
  });

  // A request that arrives while the page is shown (a link to this same page) opens it
  // too; adjusted during render so the modal opens in the same paint.
  if (request !== undefined && request !== state.answered) {
    setState({ open: true, value: pendingModalFlag(flag, pathname)?.value, answered: request });
  }

  useEffect(() => {
    if (request !== undefined) consumeModalFlag(flag, request);
  }, [flag, request]);

  const setOpen = useCallback(
    (open: boolean) =>
      setState((current) => (current.open === open ? current : { ...current, open })),
    [],
  );
  const show = useCallback(() => setOpen(true), [setOpen]);
  const close = useCallback(() => setOpen(false), [setOpen]);
  return { open: state.open, value: state.value, setOpen, show, close };
}
