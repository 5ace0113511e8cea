import { zodResolver } from '@hookform/resolvers/zod';
import { CONTENT_OWNER_ID_MAX, zYouTubeConnectBody } from '@portal/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { useFieldRef } from '../../../shared/lib/use-field-ref.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { OutlineIcon } from '../../../shared/ui/outline-icon.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useStartConnect } from './use-start-connect.ts';

type ConnectForm = z.input<typeof zYouTubeConnectBody>;

/**
 * Not connected yet: what connecting does and asks for, and the content owner form that
 * starts Google's consent. The form checks the id with the call's own schema, so a bad
 * one is refused here in the server's words and no consent page is made for it.
 */
export function ConnectCard({ focusField = false }: { focusField?: boolean }) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const connect = useStartConnect();
  const owner = useFieldRef<HTMLInputElement>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConnectForm, unknown, z.output<typeof zYouTubeConnectBody>>({
    resolver: zodResolver(zYouTubeConnectBody),
    mode: 'onTouched',
    defaultValues: { contentOwnerId: '' },
  });

  // Only after a disconnect: the button that had the focus is gone, and this is what
  // took its place. A first visit keeps the page's own focus order.
  useEffect(() => {
    if (focusField) owner.ref.current?.focus();
  }, [focusField, owner.ref]);

  const submit = handleSubmit((values) => connect.start(values.contentOwnerId));

  return (
    <Card className="max-w-3xl">
      <div>
        <h2 className="text-lg font-semibold text-gray-900">
          {t('youtubeConnection.connect.title')}
        </h2>
        <ul className="mt-4 flex flex-col gap-2.5 text-sm text-gray-700">
          {(['pointDaily', 'pointReadOnly', 'pointEncrypted', 'pointDisconnect'] as const).map(
            (point) => (
              <li key={point} className="flex items-start gap-2.5">
                <OutlineIcon className="mt-0.5 size-4 shrink-0 text-primary-ink">
                  <path d="m5 12 5 5 9-10" />
                </OutlineIcon>
                <span>{t(`youtubeConnection.connect.${point}`)}</span>
              </li>
            ),
          )}
        </ul>
        <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
          <TextField
            label={t('youtubeConnection.connect.ownerLabel')}
            hint={t('youtubeConnection.connect.ownerHint')}
            error={errorText(errors.contentOwnerId)}
            autoComplete="off"
            spellCheck={false}
            maxLength={CONTENT_OWNER_ID_MAX}
            className="max-w-md"
            {...owner.keep(register('contentOwnerId'))}
          />
          <FormAlert message={connect.error} />
          <div>
            <Button type="submit" loading={connect.pending}>
              <GoogleMark />
              {t('youtubeConnection.connect.submit')}
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}

/** A plain "G" in a circle: says where the button leads without Google's artwork. */
function GoogleMark() {
  return (
    <OutlineIcon className="size-5 shrink-0">
      <circle cx="12" cy="12" r="9" />
      <path d="M16 12h-4M16 12a4 4 0 1 1-1.2-2.85" />
    </OutlineIcon>
  );
}
