import { GuideArticle } from '../components/guide-article.tsx';
import { PHONE_FIGURES } from '../components/figures/phone-figures.tsx';

/** /guides/auths/mobile-auth: the verification code in the channel description, from a phone. */
export function MobileAuthGuidePage() {
  return <GuideArticle guide="mobileAuth" figures={PHONE_FIGURES} os="ios" />;
}
