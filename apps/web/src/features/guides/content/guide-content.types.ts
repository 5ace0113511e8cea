import type { Locale } from '@portal/shared';

/**
 * The guides of docs/product.md §3.4 whose text lives in the per-language modules
 * (`ko.guides.ts`, …). The guide home has its own part of each module (`home`).
 */
export const GUIDE_IDS = [
  'aosMobileUpload',
  'iosMobileUpload',
  'pcUpload',
  'aosMobileUnlock',
  'iosMobileUnlock',
  'auths',
  'mobileAuth',
  'pcAuth',
] as const;
export type GuideId = (typeof GUIDE_IDS)[number];

/**
 * The drawings a step can show. `phone-*` are drawn in a phone frame, `desktop-*` in a
 * browser window; each route chunk carries only the set it needs.
 */
export const PHONE_FIGURE_IDS = [
  'phone-create',
  'phone-length',
  'phone-add-sound',
  'phone-record',
  'phone-volume',
  'phone-upload',
  'phone-clip-60',
  'phone-app-update',
  'phone-clear-cache',
  'phone-portal-code',
  'phone-channel-edit',
  'phone-description',
  'phone-portal-verify',
] as const;
export const DESKTOP_FIGURE_IDS = [
  'desktop-editor-volume',
  'desktop-studio-create',
  'desktop-studio-details',
  'desktop-studio-publish',
  'desktop-portal-code',
  'desktop-studio-customize',
  'desktop-studio-description',
  'desktop-portal-verify',
] as const;
export const FLOW_FIGURE_IDS = ['flow-verification'] as const;
export type PhoneFigureId = (typeof PHONE_FIGURE_IDS)[number];
export type DesktopFigureId = (typeof DESKTOP_FIGURE_IDS)[number];
export type FlowFigureId = (typeof FLOW_FIGURE_IDS)[number];
export type FigureId = PhoneFigureId | DesktopFigureId | FlowFigureId;

export interface GuideFigure {
  id: FigureId;
  /** What the drawing shows, read out in place of it (its `aria-label`). */
  alt: string;
}

export interface GuideStep {
  title: string;
  text: string;
  figure?: GuideFigure;
}

export interface GuideSection {
  /**
   * The heading's anchor: ASCII and the same in every language, so a link such as
   * `/guides/pc-upload#volume` works whichever language it is opened in.
   */
  id: string;
  title: string;
  paragraphs?: readonly string[];
  /** Numbered steps; each step's heading is anchored as `<section id>-<n>`. */
  steps?: readonly GuideStep[];
  /** A bulleted list under the paragraphs. */
  points?: readonly string[];
  /** A drawing for the whole section (steps carry their own). */
  figure?: GuideFigure;
  /** A highlighted tip or warning at the end of the section. */
  note?: string;
}

export interface GuideText {
  intro: string;
  sections: readonly GuideSection[];
  /** The rules box at the end of the guide (anchor `rules`). */
  rules: readonly string[];
}

/** The guide home (/guides). */
export interface GuideHomeText {
  intro: string;
  /** A callout above the lists: mobile upload is strongly recommended. */
  recommend: string;
  uploadTitle: string;
  authTitle: string;
  /** One line per guide, shown on its card. */
  summaries: Readonly<Record<GuideId, string>>;
  /** The upload rules at a glance (anchor `rules`). */
  rules: readonly string[];
}

/** Headings and labels the guide pages share. */
export interface GuideUiText {
  /** The table of contents' label. */
  contents: string;
  /** Read before a heading's "#" link: "Link to this section: Volume". */
  sectionLink: string;
  rulesTitle: string;
  relatedTitle: string;
  /** The heading of the device choice on the verification home. */
  chooseDevice: string;
  allGuides: string;
}

/** Words drawn inside the illustrations, in the page's language; keep them short. */
export interface FigureWords {
  createShort: string;
  addSound: string;
  search: string;
  originalSound: string;
  addedSound: string;
  volume: string;
  done: string;
  uploadShort: string;
  title: string;
  copy: string;
  verificationCode: string;
  verify: string;
  verifying: string;
  description: string;
  save: string;
  publish: string;
  create: string;
  uploadVideos: string;
  details: string;
  visibility: string;
  public: string;
  customization: string;
  basicInfo: string;
  clearCache: string;
  storage: string;
  update: string;
  channelManagement: string;
  music: string;
  video: string;
  review: string;
  /** After a number of seconds: "60초", "60s", "60秒". */
  secondsSuffix: string;
  /**
   * The minimum music volume as this language's text states it (docs/product.md §10.8).
   */
  minVolume: string;
}

/** Everything the guides say in one language: one lazily loaded chunk per language. */
export interface GuideCatalogue {
  locale: Locale;
  ui: GuideUiText;
  figure: FigureWords;
  home: GuideHomeText;
  guides: Readonly<Record<GuideId, GuideText>>;
}
