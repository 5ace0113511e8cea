import { GuideArticle } from '../components/guide-article.tsx';
import { PHONE_FIGURES } from '../components/figures/phone-figures.tsx';

/** /guides/ios-mobile-unlock: recording and music clip length up to 60 seconds on an iPhone. */
export function IosMobileUnlockGuidePage() {
  return <GuideArticle guide="iosMobileUnlock" figures={PHONE_FIGURES} os="ios" />;
}
