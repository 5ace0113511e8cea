import { SITE_IMAGE_RULES, type SiteImageKind } from '@portal/shared';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { useConsoleTexts } from '../i18n/console-texts.ts';
import { checkSiteImage, useUpdateSite, useUploadSiteImage } from './site-queries.ts';
import { sitesTexts } from './texts.ts';

/** The image field's label of each kind. */
export function useImageLabels(): Record<SiteImageKind, string> {
  const t = useConsoleTexts(sitesTexts);
  return {
    favicon: t.imageFavicon,
    logo: t.imageLogo,
    meta: t.imageMeta,
    exclusive: t.imageExclusive,
  };
}

/**
 * What happens to a chosen file: on a new site's form it is checked by the server and
 * kept for after the site exists; on a site's settings it is uploaded at once.
 */
export type ImageFieldMode =
  | { kind: 'check'; onAccepted: (file: File | undefined) => void }
  | { kind: 'upload'; site: string; current: string | null };

type Status =
  | { state: 'idle' }
  | { state: 'busy'; percent: number | undefined }
  | { state: 'done'; message: string }
  | { state: 'refused'; message: string };

/** One of a site's images: pick a file, see what the server says of it beside the field. */
export function ImageField({ kind, mode }: { kind: SiteImageKind; mode: ImageFieldMode }) {
  const t = useConsoleTexts(sitesTexts);
  const label = useImageLabels()[kind];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const upload = useUploadSiteImage();
  const update = useUpdateSite();

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (mode.kind === 'check') mode.onAccepted(undefined);
    if (!file) return setStatus({ state: 'idle' });
    setStatus({ state: 'busy', percent: undefined });
    try {
      if (mode.kind === 'check') {
        await checkSiteImage(kind, file);
        mode.onAccepted(file);
        setStatus({ state: 'done', message: t.imageAccepted(file.name) });
      } else {
        await upload.mutateAsync({
          site: mode.site,
          kind,
          file,
          onProgress: (share) => setStatus({ state: 'busy', percent: Math.round(share * 100) }),
        });
        setStatus({ state: 'done', message: t.imageUploaded });
        if (input.current) input.current.value = '';
      }
    } catch (error) {
      setStatus({ state: 'refused', message: errorMessage(error, t.imageRefused) });
    }
  }

  async function remove() {
    if (mode.kind !== 'upload') return;
    setStatus({ state: 'busy', percent: undefined });
    try {
      await update.mutateAsync({ site: mode.site, remove_images: [kind] });
      setStatus({ state: 'done', message: t.imageRemoved });
    } catch (error) {
      setStatus({ state: 'refused', message: errorMessage(error, t.imageRefused) });
    }
  }

  const messageId = `${id}-message`;
  const current = mode.kind === 'upload' ? mode.current : null;
  return (
    <div className="flex flex-col gap-1.5" aria-busy={status.state === 'busy' || undefined}>
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {mode.kind === 'upload' ? (
        <div className="flex min-h-14 items-center gap-3">
          {current ? (
            <img
              src={current}
              alt={t.imageCurrent(label)}
              className="max-h-14 max-w-40 rounded border border-gray-200 bg-[conic-gradient(#f3f4f6_25%,#fff_0_50%,#f3f4f6_0_75%,#fff_0)] bg-[length:12px_12px] object-contain p-1"
            />
          ) : (
            <span className="text-sm text-gray-600">{t.imageNone}</span>
          )}
          {current ? (
            <Button variant="ghost" size="sm" onClick={() => void remove()}>
              {t.imageRemove}
            </Button>
          ) : null}
        </div>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept={SITE_IMAGE_RULES[kind].types.join(',')}
        aria-invalid={status.state === 'refused' || undefined}
        aria-describedby={messageId}
        disabled={status.state === 'busy'}
        onChange={(event) => void chosen(event)}
        className="block w-full text-sm text-gray-700 file:mr-3 file:min-h-9 file:rounded-xl file:border file:border-gray-300 file:bg-white file:px-3 file:font-semibold file:text-gray-900 hover:file:bg-gray-50"
      />
      <p id={messageId} aria-live="polite" className="text-sm">
        {status.state === 'busy' ? (
          <span className="text-gray-600">
            {status.percent === undefined ? t.imageChecking : t.imageUploading(status.percent)}
          </span>
        ) : status.state === 'done' ? (
          <span className="text-emerald-800">{status.message}</span>
        ) : status.state === 'refused' ? (
          <span role="alert" className="text-red-700">
            {status.message}
          </span>
        ) : null}
      </p>
    </div>
  );
}
