import { GuideArticle } from '../components/guide-article.tsx';
import { DESKTOP_FIGURES } from '../components/figures/desktop-figures.tsx';

/** /guides/pc-upload: adding the music in an editor and uploading from a computer. */
export function PcUploadGuidePage() {
  return <GuideArticle guide="pcUpload" figures={DESKTOP_FIGURES} />;
}
