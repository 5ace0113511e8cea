import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LinkCardList } from '../../../shared/ui/link-card-list.tsx';
import { PageHeader, PreparingPage } from '../../../shared/ui/page.tsx';

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
          <LinkCardList links={uploadGuides} />
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
          <LinkCardList links={authGuides} />
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
      <LinkCardList
        className="mt-6 grid max-w-xl gap-2"
        links={[
          { to: '/guides/auths/mobile-auth', label: t('pages.guideMobileAuthTitle') },
          { to: '/guides/auths/pc-auth', label: t('pages.guidePcAuthTitle') },
        ]}
      />
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
