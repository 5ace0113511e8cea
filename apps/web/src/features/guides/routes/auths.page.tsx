import { AnchoredHeading } from '../components/guide-parts.tsx';
import { GuideArticle } from '../components/guide-article.tsx';
import { GuideCards } from '../components/guide-cards.tsx';
import { FLOW_FIGURES } from '../components/figures/flow-figures.tsx';

/** /guides/auths: why and how channels are verified, and the way to each device's guide. */
export function AuthGuidesPage() {
  return (
    <GuideArticle
      guide="auths"
      figures={FLOW_FIGURES}
      afterIntro={({ ui, home }) => (
        <section aria-labelledby="devices" className="mt-6">
          <AnchoredHeading
            level="h2"
            id="devices"
            title={ui.chooseDevice}
            to="/guides/auths"
            linkLabel={ui.sectionLink}
          />
          <GuideCards ids={['mobileAuth', 'pcAuth']} summaries={home.summaries} />
        </section>
      )}
    />
  );
}
