import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../shared/ui/button.tsx';

/** Shown in place of the sign-up form once the account exists. */
export function JoinSuccess({ email }: { email: string }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user was in is gone; move focus to the news so it is read out.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div data-testid="join-success" className="flex flex-col items-center gap-4 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-primary-dim text-primary-ink">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-gray-900 outline-none">
        {t('join.successTitle')}
      </h1>
      <p className="text-gray-600">{t('join.successText', { email })}</p>
      {/* Sign-up answers alike whether or not the address had an account (docs/product.md §16.5). */}
      <p className="text-sm text-gray-600">{t('join.successExisting')}</p>
      <Link
        to="/login"
        state={{ prefillEmail: email }}
        className={buttonClassName({ size: 'lg', fullWidth: true })}
      >
        {t('join.successLogin')}
      </Link>
    </div>
  );
}
