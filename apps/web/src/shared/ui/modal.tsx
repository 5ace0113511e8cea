import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  closeModalLayer,
  isTopModalLayer,
  modalZIndex,
  openModalLayer,
  useModalLayer,
} from './modal-stack.ts';
import { useSwipeToClose } from './use-swipe-to-close.ts';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: string;
  /** Keep the title for assistive technology only (the drawer shows the logo instead). */
  hideTitle?: boolean;
  /**
   * Show the title on one line, cut with an ellipsis (assistive technology reads it
   * whole): for a title that arrives after the modal opens, which must not grow the
   * header and push the content down.
   */
  oneLineTitle?: boolean;
  children: ReactNode;
  /** Buttons row under the content. */
  footer?: ReactNode;
  /** `dialog`: centred card (a bottom sheet on phones); `drawer`: full-height panel from the left. */
  variant?: 'dialog' | 'drawer';
  /** A dialog's width from the phone breakpoint up: `md` for forms, `lg` for reading figures. */
  size?: 'md' | 'lg';
  /** Element to focus on open; defaults to the first field or button, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Escape, a click outside and a swipe close the modal unless this is false (while its
   * request runs, say); the close button is then disabled too.
   */
  dismissible?: boolean;
  /**
   * A touch swipe closes it: down for a dialog (a bottom sheet on phones), left for a
   * drawer. Past 10 % of the panel's size, or any flick under 300 ms
   * (docs/product.md §3.10).
   */
  swipeToClose?: boolean;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * The one modal of the app (docs/product.md §3.10): role=dialog + aria-modal, named by
 * its title; closes on Escape (top-most modal only), a click outside and, with
 * `swipeToClose`, a swipe; keeps Tab inside; gives focus back to where it was on close;
 * locks page scroll while any modal is open. Modals opened from inside a modal stack
 * above it, 2 z-index steps apart (docs/product.md §3.10), and only the top one answers.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  onClose,
  title,
  hideTitle = false,
  oneLineTitle = false,
  children,
  footer,
  variant = 'dialog',
  size = 'md',
  initialFocusRef,
  dismissible = true,
  swipeToClose = false,
}: ModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const pointerDownOnBackdrop = useRef(false);
  // False while closing, so giving focus back to the opener is not pulled back inside.
  const trapping = useRef(false);
  const { level, isTop } = useModalLayer(id);
  // The latest onClose without re-running the effects below on every render.
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });
  const dismiss = () => {
    if (dismissibleRef.current) onCloseRef.current();
  };
  const isDrawer = variant === 'drawer';
  useSwipeToClose(panelRef, {
    enabled: swipeToClose && dismissible,
    direction: isDrawer ? 'left' : 'down',
    onSwipe: dismiss,
  });

  useLayoutEffect(() => {
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModalLayer(id);
    trapping.current = true;
    const panel = panelRef.current;
    if (panel) {
      const target = initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel;
      target.focus();
    }
    return () => {
      trapping.current = false;
      closeModalLayer(id);
      // The opener may be gone (a row deleted by this very modal); then focus stays put.
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // Runs once per opening; initialFocusRef is read at that moment only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  useEffect(() => {
    if (!isTop) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Checked now, not at render: a modal opened a moment ago is already on top.
      if (!isTopModalLayer(id)) return;
      // Escape during Korean or Chinese input ends the composition, not the modal.
      if (event.key === 'Escape' && !event.defaultPrevented && !event.isComposing) {
        event.preventDefault();
        if (dismissibleRef.current) onCloseRef.current();
      }
    };
    // Focus that lands outside the top modal (a click on the page margin) comes back in.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopModalLayer(id)) return;
      const panel = panelRef.current;
      if (
        trapping.current &&
        panel &&
        event.target instanceof Node &&
        !panel.contains(event.target)
      ) {
        (focusableIn(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [isTop, id]);

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    // React bubbles a modal stacked inside this one's children through here too.
    if (event.key !== 'Tab' || !panelRef.current?.contains(event.target as Node)) return;
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const zIndex = modalZIndex(level === -1 ? 0 : level);

  return createPortal(
    <div
      className={
        isDrawer
          ? 'fixed inset-0 flex bg-gray-950/50'
          : 'fixed inset-0 flex items-end justify-center bg-gray-950/50 p-0 sm:items-center sm:p-4'
      }
      style={{ zIndex }}
      // Lower modals stay visible but silent while one is stacked above them; not inert,
      // so focus can return to their opener the moment the upper one closes.
      aria-hidden={!isTop && level !== -1 ? true : undefined}
      onPointerDown={(event) => {
        pointerDownOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press that both started and ended on the backdrop closes: a text
        // selection dragged out of the panel must not.
        if (pointerDownOnBackdrop.current && event.target === event.currentTarget) dismiss();
        pointerDownOnBackdrop.current = false;
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trapTab}
        style={{ zIndex: zIndex + 1 }}
        className={
          isDrawer
            ? 'relative flex h-full w-[min(20rem,85vw)] flex-col overflow-y-auto overscroll-contain bg-white shadow-xl outline-none'
            : `relative flex max-h-[90dvh] w-full flex-col overflow-y-auto overscroll-contain rounded-t-2xl bg-white shadow-xl outline-none sm:rounded-2xl ${
                size === 'lg' ? 'sm:max-w-3xl' : 'sm:max-w-md'
              }`
        }
      >
        {swipeToClose && !isDrawer ? (
          // The grab handle of a bottom sheet, where phones show it.
          <div aria-hidden="true" className="flex justify-center pt-2 sm:hidden">
            <div className="h-1 w-10 rounded-full bg-gray-300" />
          </div>
        ) : null}
        <div
          className={
            isDrawer
              ? 'flex items-center justify-between px-4 pt-4'
              : 'flex items-start justify-between gap-4 px-5 pt-5'
          }
        >
          <h2
            id={titleId}
            className={
              hideTitle
                ? 'sr-only'
                : `text-lg font-semibold text-gray-900 ${oneLineTitle ? 'min-w-0 truncate' : ''}`
            }
          >
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            disabled={!dismissible}
            className="-m-1 ml-auto rounded-lg p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary-ink disabled:cursor-not-allowed disabled:opacity-40"
            aria-label={t('common.close')}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M5.28 4.22a.75.75 0 0 0-1.06 1.06L8.94 10l-4.72 4.72a.75.75 0 1 0 1.06 1.06L10 11.06l4.72 4.72a.75.75 0 1 0 1.06-1.06L11.06 10l4.72-4.72a.75.75 0 0 0-1.06-1.06L10 8.94 5.28 4.22Z" />
            </svg>
          </button>
        </div>
        <div className={isDrawer ? 'flex-1 px-2 pb-4' : 'px-5 pt-2 pb-5 text-gray-700'}>
          {children}
        </div>
        {footer ? (
          <div className="flex flex-col-reverse gap-2 border-t border-gray-100 px-5 py-4 sm:flex-row sm:justify-end">
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
