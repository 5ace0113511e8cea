import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkCardList } from '../../../shared/ui/link-card-list.tsx';
import { PageHeader } from '../../../shared/ui/page.tsx';
import { useGuideCatalogue } from '../content/guide-catalogue.ts';
import type {
  GuideCatalogue,
  GuideId,
  GuideSection,
  GuideStep,
} from '../content/guide-content.types.ts';
import { GUIDE_ROUTES, type GuideRoute } from '../guide-routes.ts';
import type { FigureProps } from './figures/figure-kit.tsx';
import { GuideFigureView, type FigureSet } from './guide-figure.tsx';
import {
  AnchoredHeading,
  Callout,
  GuideLoading,
  RulesBox,
  TableOfContents,
  useScrollToHash,
} from './guide-parts.tsx';

export interface GuideArticleProps {
  guide: GuideId;
  /** The drawings this page ships (its route chunk carries only these). */
  figures: FigureSet;
  /** Which phone the drawings show. */
  os?: FigureProps['os'];
  /** Shown between the intro and the sections (the verification home's device choice). */
  afterIntro?: (catalogue: GuideCatalogue) => ReactNode;
}

/**
 * One guide page: its title at once, then, as soon as the text of the page's language
 * has downloaded, the intro, contents, sections with numbered illustrated steps, the
 * rules box and the related guides.
 */
export function GuideArticle(props: GuideArticleProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(GUIDE_ROUTES[props.guide].titleKey)} />
      <Suspense fallback={<GuideLoading />}>
        <GuideBody {...props} />
      </Suspense>
    </>
  );
}

function GuideBody({ guide, figures, os = 'android', afterIntro }: GuideArticleProps) {
  const catalogue = useGuideCatalogue();
  useScrollToHash(catalogue);
  const { ui } = catalogue;
  const text = catalogue.guides[guide];
  const route = GUIDE_ROUTES[guide];
  const contents = [
    ...text.sections.map(({ id, title }) => ({ id, title })),
    { id: 'rules', title: ui.rulesTitle },
    { id: 'related', title: ui.relatedTitle },
  ];
  const section = (value: GuideSection) => (
    <SectionView
      key={value.id}
      section={value}
      route={route}
      catalogue={catalogue}
      figures={figures}
      os={os}
    />
  );

  return (
    <div className="max-w-5xl">
      <p className="-mt-2 max-w-3xl text-base leading-relaxed text-gray-700 sm:text-lg">
        {text.intro}
      </p>
      {afterIntro?.(catalogue)}
      <div className="mt-6 lg:flex lg:items-start lg:gap-10">
        <div className="lg:order-last lg:w-56 lg:shrink-0">
          <TableOfContents items={contents} label={ui.contents} to={route.to} />
        </div>
        <div className="min-w-0 flex-1">
          {text.sections.map(section)}
          <RulesBox
            title={ui.rulesTitle}
            rules={text.rules}
            to={route.to}
            linkLabel={ui.sectionLink}
          />
          <RelatedGuides route={route} catalogue={catalogue} />
        </div>
      </div>
    </div>
  );
}

function SectionView({
  section,
  route,
  catalogue,
  figures,
  os,
}: {
  section: GuideSection;
  route: GuideRoute;
  catalogue: GuideCatalogue;
  figures: FigureSet;
  os: FigureProps['os'];
}) {
  const { ui, figure: words } = catalogue;
  return (
    <section aria-labelledby={section.id} className="mt-10 first:mt-8 lg:first:mt-0">
      <AnchoredHeading
        level="h2"
        id={section.id}
        title={section.title}
        to={route.to}
        linkLabel={ui.sectionLink}
      />
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-relaxed text-gray-700">
          {paragraph}
        </p>
      ))}
      {section.points ? (
        <ul className="mt-3 grid list-disc gap-1.5 pl-5 leading-relaxed text-gray-700 marker:text-primary-ink">
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {section.figure ? (
        <div className="mt-4">
          <GuideFigureView
            figure={section.figure}
            figures={figures}
            words={words}
            os={os}
            placement="section"
          />
        </div>
      ) : null}
      {section.steps ? (
        <ol className="mt-4 grid gap-3">
          {section.steps.map((step, index) => (
            <StepView
              key={step.title}
              step={step}
              number={index + 1}
              id={`${section.id}-${index + 1}`}
              route={route}
              catalogue={catalogue}
              figures={figures}
              os={os}
            />
          ))}
        </ol>
      ) : null}
      {section.note ? <Callout>{section.note}</Callout> : null}
    </section>
  );
}

function StepView({
  step,
  number,
  id,
  route,
  catalogue,
  figures,
  os,
}: {
  step: GuideStep;
  number: number;
  id: string;
  route: GuideRoute;
  catalogue: GuideCatalogue;
  figures: FigureSet;
  os: FigureProps['os'];
}) {
  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-1 gap-3">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-on-primary"
          >
            {number}
          </span>
          <div className="min-w-0 pt-1">
            <AnchoredHeading
              level="h3"
              id={id}
              title={step.title}
              to={route.to}
              linkLabel={catalogue.ui.sectionLink}
            />
            <p className="mt-1.5 text-sm leading-relaxed text-gray-700 sm:text-base">{step.text}</p>
          </div>
        </div>
        {step.figure ? (
          <GuideFigureView
            figure={step.figure}
            figures={figures}
            words={catalogue.figure}
            os={os}
            placement="step"
          />
        ) : null}
      </div>
    </li>
  );
}

function RelatedGuides({ route, catalogue }: { route: GuideRoute; catalogue: GuideCatalogue }) {
  const { t } = useTranslation();
  const { ui } = catalogue;
  return (
    <section aria-labelledby="related" className="mt-10">
      <AnchoredHeading
        level="h2"
        id="related"
        title={ui.relatedTitle}
        to={route.to}
        linkLabel={ui.sectionLink}
      />
      <LinkCardList
        className="mt-3 grid gap-2 sm:grid-cols-2"
        links={[
          ...route.related.map((id) => ({
            to: GUIDE_ROUTES[id].to,
            label: t(GUIDE_ROUTES[id].titleKey),
          })),
          { to: '/guides', label: ui.allGuides },
        ]}
      />
    </section>
  );
}
