import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page.tsx';
import { GuideCards } from '../components/guide-cards.tsx';
import {
  AnchoredHeading,
  Callout,
  GuideLoading,
  RulesBox,
  useScrollToHash,
} from '../components/guide-parts.tsx';
import { useGuideCatalogue } from '../content/guide-catalogue.ts';
import { AUTH_GUIDES, UPLOAD_GUIDES } from '../guide-routes.ts';

/** /guides: every guide with a line on what it covers, and the upload rules at a glance. */
export function GuidesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.guidesTitle')} />
      <Suspense fallback={<GuideLoading />}>
        <GuideHome />
      </Suspense>
    </>
  );
}

function GuideHome() {
  const catalogue = useGuideCatalogue();
  useScrollToHash(catalogue);
  const { home, ui } = catalogue;
  return (
    <div className="max-w-5xl">
      <p className="-mt-2 max-w-3xl text-base leading-relaxed text-gray-700 sm:text-lg">
        {home.intro}
      </p>
      <Callout>{home.recommend}</Callout>
      <section aria-labelledby="upload" className="mt-10">
        <AnchoredHeading
          level="h2"
          id="upload"
          title={home.uploadTitle}
          to="/guides"
          linkLabel={ui.sectionLink}
        />
        <GuideCards ids={UPLOAD_GUIDES} summaries={home.summaries} />
      </section>
      <section aria-labelledby="auth" className="mt-10">
        <AnchoredHeading
          level="h2"
          id="auth"
          title={home.authTitle}
          to="/guides"
          linkLabel={ui.sectionLink}
        />
        <GuideCards ids={AUTH_GUIDES} summaries={home.summaries} />
      </section>
      <RulesBox title={ui.rulesTitle} rules={home.rules} to="/guides" linkLabel={ui.sectionLink} />
    </div>
  );
}
