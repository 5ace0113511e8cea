import { GuideArticle } from '../components/guide-article.tsx';
import { PHONE_FIGURES } from '../components/figures/phone-figures.tsx';

/** /guides/ios-mobile-upload: uploading a Short with the music from an iPhone. */
export function IosMobileUploadGuidePage() {
  return <GuideArticle guide="iosMobileUpload" figures={PHONE_FIGURES} os="ios" />;
}
