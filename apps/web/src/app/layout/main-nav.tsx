import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ko } from '../../shared/i18n/locales/ko.messages.ts';
import { useUnreadNoticeCount } from '../../shared/notices/get-unread-count.ts';
import { useSite } from '../../shared/site/site-context.ts';
import { OutlineIcon } from '../../shared/ui/outline-icon.tsx';

type NavLabel = keyof typeof ko.nav;

interface NavLinkItem {
  to: NonNullable<LinkProps['to']>;
  label: NavLabel;
  icon: ReactNode;
  /** Shown only to managers (permission_flag = 1). */
  managerOnly?: boolean;
  /** Shown only to members (their own money; managers work it on Payouts). */
  memberOnly?: boolean;
}

/** The menu order of docs/product.md §3.1; logout follows as a button. */
const NAV_ITEMS: readonly NavLinkItem[] = [
  {
    to: '/dashboard',
    label: 'dashboard',
    icon: <path d="M3 12.5 12 4l9 8.5M5.5 10.5V20h4.5v-5.5h4V20h4.5v-9.5" />,
  },
  {
    to: '/report-channel',
    label: 'reportChannel',
    icon: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  },
  { to: '/report-video', label: 'reportVideo', icon: <path d="M4 6h11v12H4zM15 10l5-3v10l-5-3" /> },
  {
    to: '/manage-channel',
    label: 'manageChannel',
    icon: <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3ZM9 12l2 2 4-4" />,
  },
  {
    to: '/youtube-connection',
    label: 'youtubeConnection',
    managerOnly: true,
    // A play button in a rounded screen: the network's YouTube account.
    icon: (
      <path d="M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8ZM10 9v6l5-3-5-3Z" />
    ),
  },
  {
    to: '/musics',
    label: 'musics',
    icon: (
      <path d="M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" />
    ),
  },
  { to: '/notices', label: 'notices', icon: <path d="M4 9v6h3l6 4V5L7 9H4ZM17 9a4 4 0 0 1 0 6" /> },
  {
    to: '/guides',
    label: 'guides',
    icon: <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5ZM4 19a2 2 0 0 1 2-2h13" />,
  },
  {
    to: '/manage-member',
    label: 'manageMember',
    managerOnly: true,
    icon: (
      <path d="M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM21 19v-1a4 4 0 0 0-3-3.9M15 4.1a3 3 0 0 1 0 5.8" />
    ),
  },
  {
    to: '/earnings',
    label: 'earnings',
    memberOnly: true,
    icon: <path d="M3 7h18v12H3zM3 11h18M7 15h3M16 4H6" />,
  },
  {
    to: '/payouts',
    label: 'payouts',
    managerOnly: true,
    icon: (
      <path d="M3 7h18v12H3zM12 10v6M9.5 11.5c0-1 1-1.5 2.5-1.5s2.5.6 2.5 1.5-1 1.3-2.5 1.5-2.5.5-2.5 1.5 1 1.5 2.5 1.5 2.5-.5 2.5-1.5" />
    ),
  },
  {
    to: '/config-account',
    label: 'configAccount',
    icon: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0" />,
  },
  {
    to: '/language',
    label: 'language',
    icon: (
      <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z" />
    ),
  },
];

const ITEM_CLASS =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink';
const INACTIVE_CLASS = 'text-gray-700 hover:bg-gray-100 hover:text-gray-900';
const ACTIVE_CLASS = 'bg-primary-dim text-gray-900 font-semibold';

function NavIcon({ children }: { children: ReactNode }) {
  return <OutlineIcon className="size-5 shrink-0 text-current opacity-80">{children}</OutlineIcon>;
}

/** How many notices the signed-in account has not opened, beside "Notices". */
function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="notices-unread-badge"
      className="ml-auto min-w-5 rounded-full bg-primary px-1.5 py-0.5 text-center text-xs leading-none font-semibold text-on-primary tabular-nums"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('nav.unreadNotices', { count })}</span>
    </span>
  );
}

export interface MainNavProps {
  isManager: boolean;
  signedIn: boolean;
  onLogout: () => void;
  /** Called after an item is chosen (closes the drawer on phones). */
  onNavigate?: () => void;
}

/** The menu of the dashboard layout: the sidebar on wider screens, the drawer on phones. */
export function MainNav({ isManager, signedIn, onLogout, onNavigate }: MainNavProps) {
  const { t } = useTranslation();
  const unreadNotices = useUnreadNoticeCount();
  // Playlist sites are music-first: the music list leads the menu.
  const items = useSite().isPlaylist
    ? [...NAV_ITEMS].sort((a, b) => +(b.label === 'musics') - +(a.label === 'musics'))
    : NAV_ITEMS;
  return (
    <nav data-testid="main-nav" aria-label={t('nav.label')}>
      <ul className="flex flex-col gap-1">
        {items
          .filter((item) => (!item.managerOnly || isManager) && (!item.memberOnly || !isManager))
          .map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onNavigate}
                className={ITEM_CLASS}
                activeProps={{ className: ACTIVE_CLASS }}
                inactiveProps={{ className: INACTIVE_CLASS }}
              >
                <NavIcon>{item.icon}</NavIcon>
                {t(`nav.${item.label}`)}
                {item.label === 'notices' && unreadNotices > 0 ? (
                  <UnreadBadge count={unreadNotices} />
                ) : null}
              </Link>
            </li>
          ))}
        <li className="mt-2 border-t border-gray-100 pt-2">
          {signedIn ? (
            <button type="button" onClick={onLogout} className={`${ITEM_CLASS} ${INACTIVE_CLASS}`}>
              <NavIcon>
                <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />
              </NavIcon>
              {t('nav.logout')}
            </button>
          ) : (
            <Link to="/login" onClick={onNavigate} className={`${ITEM_CLASS} ${INACTIVE_CLASS}`}>
              <NavIcon>
                <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />
              </NavIcon>
              {t('nav.login')}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
