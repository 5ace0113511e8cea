import { REVIEW_BUSINESS_DAYS, type Channel } from '@portal/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/form-modal.tsx';
import { useReReviewChannel } from '../api/re-review-channel.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useChannelDialogCall } from './channel-call-errors.tsx';

/**
 * Asks for an on-hold channel to be reviewed again. Both readings of how often that may
 * be done are shown as the texts word them (docs/product.md §5.10, decision 009): once
 * per day, and after 72 hours.
 */
export function ReReviewModal({ channel, onClose }: { channel: Channel; onClose: () => void }) {
  const { t } = useTranslation(['translation', 'api']);
  const call = useChannelDialogCall(useReReviewChannel(), {
    successText: t('api:success.reReviewRequested'),
    onClose,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    call.run({ channel_id: channel.channel_id });
  };

  return (
    <FormModal
      open
      onClose={onClose}
      title={t('channels.reReview.title')}
      submitLabel={t('channels.reReview.submit')}
      pending={call.pending}
      onSubmit={submit}
    >
      <p className="text-sm break-words text-gray-700">
        {t('channels.reReview.intro', { name: channel.title })}
      </p>
      {channel.review_note ? (
        <div className="rounded-xl bg-gray-50 px-3.5 py-2.5 text-sm">
          <p className="font-medium text-gray-800">{t('channels.reReview.note')}</p>
          <p className="mt-0.5 break-words whitespace-pre-line text-gray-700">
            {channel.review_note}
          </p>
        </div>
      ) : null}
      <ul className="flex list-disc flex-col gap-1.5 rounded-xl bg-amber-50 py-3 pr-3.5 pl-8 text-sm text-amber-900">
        <li>{t('channels.reReview.after72Hours')}</li>
        <li>{t('channels.actions.reReviewHint')}</li>
        <li>
          {t('channels.reReview.reviewTime', {
            min: REVIEW_BUSINESS_DAYS.min,
            max: REVIEW_BUSINESS_DAYS.max,
          })}
        </li>
      </ul>
      <FormAlert message={call.error} />
    </FormModal>
  );
}
