import { GuideArticle } from '../components/guide-article.tsx';
import { PHONE_FIGURES } from '../components/figures/phone-figures.tsx';

/** /guides/aos-mobile-unlock: recording and music clip length up to 60 seconds on Android. */
export function AosMobileUnlockGuidePage() {
  return <GuideArticle guide="aosMobileUnlock" figures={PHONE_FIGURES} os="android" />;
}
