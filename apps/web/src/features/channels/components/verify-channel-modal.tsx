import { REVIEW_BUSINESS_DAYS, type Channel } from '@portal/shared';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../shared/lib/copy-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useChannel } from '../api/get-channel.ts';
import { useVerifyChannel } from '../api/verify-channel.ts';
import {
  useVerificationFailureText,
  VerificationBadge,
} from '../../../shared/channels/channel-badges.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useChannelCallError } from './channel-call-errors.tsx';
import { canVerify } from './channel-format.ts';

/**
 * The verification step (docs/product.md §5.9): the code with a Copy button, where to
 * paste it, a link to the guide, and Verify. Verify starts a check that runs on the
 * server; the dialog follows the channel every few seconds and says how it went in a
 * polite live region. Closing it does not stop the check, and the dialog says so.
 */
export function VerifyChannelModal({
  channel: opened,
  onClose,
}: {
  /** The channel as the row (or the registration reply) had it. */
  channel: Channel;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'api']);
  const detail = useChannel(opened.channel_id, opened);
  const channel = detail.data?.channel ?? opened;
  const verify = useVerifyChannel();
  const callError = useChannelCallError(onClose);
  const failureText = useVerificationFailureText();
  const codeRef = useRef<HTMLElement>(null);
  const state = channel.verification;

  const copy = async () => {
    if (await copyText(channel.verification_code, codeRef.current)) {
      snackbar.success(t('channels.verify.copied'));
    } else {
      snackbar.error(t('channels.verify.copyFailed'));
    }
  };

  const start = () => {
    callError.clear();
    verify.mutate(
      { channel_id: channel.channel_id },
      {
        // No snackbar on success: the dialog's live region says the check is running.
        onError: (error) => {
          callError.report(error);
          // "Already running" or "already verified": show where it stands now.
          void detail.refetch();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('channels.verify.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          {state === 'verified' ? null : (
            <Button onClick={start} loading={verify.isPending} disabled={state === 'verifying'}>
              {state === 'needs_verification'
                ? t('channels.verify.retry')
                : t('channels.verify.submit')}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-gray-50 px-3.5 py-2.5">
          <div className="min-w-0">
            <p className="text-xs text-gray-500">{t('channels.verify.channel')}</p>
            <p className="truncate font-semibold text-gray-900">{channel.title}</p>
          </div>
          <VerificationBadge channel={channel} />
        </div>

        {/* Always in the dialog, so what it says next is read out
            (docs/product.md §5.9). */}
        <div role="status" aria-live="polite" data-testid="verification-status">
          {state === 'verifying' ? (
            <p className="flex items-start gap-2 rounded-xl bg-sky-50 px-3.5 py-2.5 text-sky-900">
              <Spinner className="mt-0.5 size-4 shrink-0" />
              {t('channels.verify.verifying')}
            </p>
          ) : null}
          {state === 'verified' ? (
            <p className="rounded-xl bg-emerald-50 px-3.5 py-2.5 text-emerald-900">
              {t('channels.verify.verified')}
            </p>
          ) : null}
          {state === 'needs_verification' ? (
            <p className="rounded-xl bg-red-50 px-3.5 py-2.5 text-red-800">
              {failureText(channel)}
            </p>
          ) : null}
        </div>
        <FormAlert message={callError.message} />

        {canVerify(channel) || state === 'verifying' ? (
          <>
            <p className="text-gray-700">{t('channels.verify.intro')}</p>
            <div className="flex flex-col gap-1.5">
              <p className="font-medium text-gray-800">{t('channels.verify.code')}</p>
              <div className="flex items-center gap-2">
                <code
                  ref={codeRef}
                  data-testid="verification-code"
                  className="min-w-0 flex-1 rounded-xl border border-gray-300 bg-white px-3.5 py-2.5 font-mono text-base break-all text-gray-900 select-all"
                >
                  {channel.verification_code}
                </code>
                <Button variant="secondary" onClick={() => void copy()}>
                  {t('channels.verify.copy')}
                </Button>
              </div>
            </div>
            <div>
              <p className="font-medium text-gray-800">{t('channels.verify.stepsTitle')}</p>
              <ol className="mt-1.5 flex list-decimal flex-col gap-1 pl-5 text-gray-700">
                <li>{t('channels.verify.step1')}</li>
                <li>{t('channels.verify.step2')}</li>
                <li>{t('channels.verify.step3')}</li>
                <li>{t('channels.verify.step4')}</li>
              </ol>
            </div>
            <Link
              to="/guides/auths"
              target="_blank"
              rel="noopener noreferrer"
              className="self-start rounded font-medium text-primary-ink underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary-ink"
            >
              {t('channels.verify.guide')}
            </Link>
            <p className="text-gray-600">{t('channels.verify.keepsRunning')}</p>
          </>
        ) : null}
        <p className="text-gray-600">
          {t('channels.verify.reviewTime', {
            min: REVIEW_BUSINESS_DAYS.min,
            max: REVIEW_BUSINESS_DAYS.max,
          })}
        </p>
      </div>
    </Modal>
  );
}
