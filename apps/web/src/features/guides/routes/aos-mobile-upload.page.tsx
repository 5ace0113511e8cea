import { GuideArticle } from '../components/guide-article.tsx';
import { PHONE_FIGURES } from '../components/figures/phone-figures.tsx';

/** /guides/aos-mobile-upload: uploading a Short with the music from an Android phone. */
export function AosMobileUploadGuidePage() {
  return <GuideArticle guide="aosMobileUpload" figures={PHONE_FIGURES} os="android" />;
}
