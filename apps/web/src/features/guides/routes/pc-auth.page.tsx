import { GuideArticle } from '../components/guide-article.tsx';
import { DESKTOP_FIGURES } from '../components/figures/desktop-figures.tsx';

/** /guides/auths/pc-auth: the verification code in the channel description, from a computer. */
export function PcAuthGuidePage() {
  return <GuideArticle guide="pcAuth" figures={DESKTOP_FIGURES} />;
}
