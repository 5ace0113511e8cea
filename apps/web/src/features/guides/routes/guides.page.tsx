import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader, PreparingPage } from '../../../shared/ui/page.tsx';

const LINK_CLASS =
  'flex min-h-12 items-center justify-between gap-3 rounded-xl border border-gray-200 bg-white px-4 text-sm font-medium text-gray-900 hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** /guides: the guide index; each guide's text arrives later, the titles are final. */
export function GuidesPage() {
  const { t } = useTranslation();
  const uploadGuides = [
    { to: '/guides/aos-mobile-upload', label: t('pages.guideAosMobileUploadTitle') },
    { to: '/guides/ios-mobile-upload', label: t('pages.guideIosMobileUploadTitle') },
    { to: '/guides/pc-upload', label: t('pages.guidePcUploadTitle') },
    { to: '/guides/aos-mobile-unlock', label: t('pages.guideAosMobileUnlockTitle') },
    { to: '/guides/ios-mobile-unlock', label: t('pages.guideIosMobileUnlockTitle') },
  ] as const;
  const authGuides = [
    { to: '/guides/auths/mobile-auth', label: t('pages.guideMobileAuthTitle') },
    { to: '/guides/auths/pc-auth', label: t('pages.guidePcAuthTitle') },
  ] as const;
  return (
    <>
      <PageHeader title={t('pages.guidesTitle')} description={t('pages.guidesDescription')} />
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="guides-upload">
          <h2 id="guides-upload" className="mb-3 font-semibold text-gray-900">
            {t('pages.guidesUploadSection')}
          </h2>
          <ul className="grid gap-2">
            {uploadGuides.map((guide) => (
              <li key={guide.to}>
                <Link to={guide.to} className={LINK_CLASS}>
                  {guide.label}
                  <span aria-hidden="true" className="text-primary">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="guides-auth">
          <h2 id="guides-auth" className="mb-3 font-semibold text-gray-900">
            <Link
              to="/guides/auths"
              className="hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
            >
              {t('pages.guidesAuthSection')}
            </Link>
          </h2>
          <ul className="grid gap-2">
            {authGuides.map((guide) => (
              <li key={guide.to}>
                <Link to={guide.to} className={LINK_CLASS}>
                  {guide.label}
                  <span aria-hidden="true" className="text-primary">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

/** /guides/auths: the channel verification guides. */
export function AuthGuidesPage() {
  const { t } = useTranslation();
  return (
    <PreparingPage title={t('pages.guideAuthsTitle')} note={t('pages.guideNote')}>
      <ul className="mt-6 grid max-w-xl gap-2">
        <li>
          <Link to="/guides/auths/mobile-auth" className={LINK_CLASS}>
            {t('pages.guideMobileAuthTitle')}
            <span aria-hidden="true" className="text-primary">
              →
            </span>
          </Link>
        </li>
        <li>
          <Link to="/guides/auths/pc-auth" className={LINK_CLASS}>
            {t('pages.guidePcAuthTitle')}
            <span aria-hidden="true" className="text-primary">
              →
            </span>
          </Link>
        </li>
      </ul>
    </PreparingPage>
  );
}

export function AosMobileUnlockGuidePage() {
  const { t } = useTranslation();
  return <PreparingPage title={t('pages.guideAosMobileUnlockTitle')} note={t('pages.guideNote')} />;
}

export function AosMobileUploadGuidePage() {
  const { t } = useTranslation();
  return <PreparingPage title={t('pages.guideAosMobileUploadTitle')} note={t('pages.guideNote')} />;
}

export function IosMobileUnlockGuidePage() {
  const { t } = useTranslation();
  return <PreparingPage title={t('pages.guideIosMobileUnlockTitle')} note={t('pages.guideNote')} />;
}

export function IosMobileUploadGuidePage() {
  const { t } = useTranslation();
  return <PreparingPage title={t('pages.guideIosMobileUploadTitle')} note={t('pages.guideNote')} />;
}

export function PcUploadGuidePage() {
  const { t } = useTranslation();
  return <PreparingPage title={t('pages.guidePcUploadTitle')} note={t('pages.guideNote')} />;
}

export function MobileAuthGuidePage() {
  const { t } = useTranslation();
  return <PreparingPage title={t('pages.guideMobileAuthTitle')} note={t('pages.guideNote')} />;
}

export function PcAuthGuidePage() {
  const { t } = useTranslation();
  return <PreparingPage title={t('pages.guidePcAuthTitle')} note={t('pages.guideNote')} />;
}

/** /guides/mobile-unlock and /guides/mobile-upload: empty entries, as the spec lists them. */
export function EmptyGuidePage() {
  return null;
}
