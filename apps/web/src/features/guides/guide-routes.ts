import type { LinkProps } from '@tanstack/react-router';
import type { GuideId } from './content/guide-content.types.ts';

/** What a guide looks like everywhere it is shown: its page, its card and its related links. */
export interface GuideRoute {
  to: NonNullable<LinkProps['to']>;
  /** The title in the shared catalogue, the one the menu and the h1 use. */
  titleKey:
    | 'pages.guideAosMobileUploadTitle'
    | 'pages.guideIosMobileUploadTitle'
    | 'pages.guidePcUploadTitle'
    | 'pages.guideAosMobileUnlockTitle'
    | 'pages.guideIosMobileUnlockTitle'
    | 'pages.guideAuthsTitle'
    | 'pages.guideMobileAuthTitle'
    | 'pages.guidePcAuthTitle';
  /** The kind of device the guide is about, for its card's icon. */
  device: 'phone' | 'desktop' | 'shield';
  related: readonly GuideId[];
}

/**
 * The guide routes of docs/product.md §3.4, by guide. Language-independent: the texts
 * live in `content/`.
 */
export const GUIDE_ROUTES: Readonly<Record<GuideId, GuideRoute>> = {
  aosMobileUpload: {
    to: '/guides/aos-mobile-upload',
    titleKey: 'pages.guideAosMobileUploadTitle',
    device: 'phone',
    related: ['aosMobileUnlock', 'iosMobileUpload', 'pcUpload', 'auths'],
  },
  iosMobileUpload: {
    to: '/guides/ios-mobile-upload',
    titleKey: 'pages.guideIosMobileUploadTitle',
    device: 'phone',
    related: ['iosMobileUnlock', 'aosMobileUpload', 'pcUpload', 'auths'],
  },
  pcUpload: {
    to: '/guides/pc-upload',
    titleKey: 'pages.guidePcUploadTitle',
    device: 'desktop',
    related: ['aosMobileUpload', 'iosMobileUpload', 'auths'],
  },
  aosMobileUnlock: {
    to: '/guides/aos-mobile-unlock',
    titleKey: 'pages.guideAosMobileUnlockTitle',
    device: 'phone',
    related: ['aosMobileUpload', 'iosMobileUnlock'],
  },
  iosMobileUnlock: {
    to: '/guides/ios-mobile-unlock',
    titleKey: 'pages.guideIosMobileUnlockTitle',
    device: 'phone',
    related: ['iosMobileUpload', 'aosMobileUnlock'],
  },
  auths: {
    to: '/guides/auths',
    titleKey: 'pages.guideAuthsTitle',
    device: 'shield',
    related: ['mobileAuth', 'pcAuth', 'aosMobileUpload', 'iosMobileUpload'],
  },
  mobileAuth: {
    to: '/guides/auths/mobile-auth',
    titleKey: 'pages.guideMobileAuthTitle',
    device: 'phone',
    related: ['pcAuth', 'auths'],
  },
  pcAuth: {
    to: '/guides/auths/pc-auth',
    titleKey: 'pages.guidePcAuthTitle',
    device: 'desktop',
    related: ['mobileAuth', 'auths'],
  },
};

/** The guides on the home page, in the order of docs/product.md §3.4. */
export const UPLOAD_GUIDES: readonly GuideId[] = [
  'aosMobileUpload',
  'iosMobileUpload',
  'pcUpload',
  'aosMobileUnlock',
  'iosMobileUnlock',
];
export const AUTH_GUIDES: readonly GuideId[] = ['auths', 'mobileAuth', 'pcAuth'];
