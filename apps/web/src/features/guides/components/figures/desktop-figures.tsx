import type { ReactNode } from 'react';
import type { DesktopFigureId } from '../../content/guide-content.types.ts';
import {
  BrowserFrame,
  Btn,
  Busy,
  Code,
  Focus,
  Lines,
  Note,
  Pointer,
  Txt,
  type FigureComponent,
  type FigureProps,
} from './figure-kit.tsx';

/*
 * Computer screens for the PC upload and PC verification guides: a video editor, a
 * video site's creator studio and the portal, sketched rather than copied.
 */

/** A creator studio: top bar, side menu (one item may be the active one), page area. */
function StudioShell({ active }: { active?: string }) {
  return (
    <g>
      <path d="M2 44.5h316" className="stroke-gray-200" />
      <rect x="12" y="30" width="38" height="8" rx="3" className="fill-gray-300" />
      <rect x="112" y="28" width="96" height="11" rx="5.5" className="fill-gray-100" />
      <circle cx="304" cy="34" r="6" className="fill-gray-300" />
      <rect x="2" y="45" width="70" height="155" className="fill-gray-50" />
      <circle cx="37" cy="60" r="9" className="fill-gray-200" />
      {[80, 96, 112, 144, 160].map((y) => (
        <g key={y}>
          <rect x="10" y={y} width="7" height="7" rx="2" className="fill-gray-300" />
          <rect x="22" y={y + 1.5} width="36" height="4" rx="2" className="fill-gray-200" />
        </g>
      ))}
      {active ? (
        <g>
          <rect x="6" y="124" width="62" height="15" rx="4" className="fill-primary-dim" />
          <rect x="10" y="128" width="7" height="7" rx="2" className="fill-primary" />
          <Txt x={21} y={132} size={7.5} bold tone="primary">
            {active}
          </Txt>
        </g>
      ) : (
        <g>
          <rect x="10" y="128" width="7" height="7" rx="2" className="fill-gray-300" />
          <rect x="22" y="129.5" width="36" height="4" rx="2" className="fill-gray-200" />
        </g>
      )}
    </g>
  );
}

/** The portal: side menu with channel management chosen, and the page title. */
function PortalShell({ title }: { title: string }) {
  return (
    <g>
      <rect x="2" y="23" width="66" height="177" className="fill-gray-50" />
      <rect x="10" y="32" width="36" height="8" rx="3" className="fill-primary-dim" />
      {[52, 84, 100, 116, 132].map((y) => (
        <rect key={y} x="10" y={y} width="44" height="4" rx="2" className="fill-gray-200" />
      ))}
      <rect x="6" y="63" width="58" height="14" rx="4" className="fill-primary-dim" />
      <rect x="10" y="68" width="40" height="4" rx="2" className="fill-primary" />
      <Txt x={80} y={38} size={10} bold>
        {title}
      </Txt>
    </g>
  );
}

/** The upload dialog's steps, with one of them current. */
function UploadSteps({ words, current }: { words: FigureProps['words']; current: 0 | 2 }) {
  const xs = [70, 160, 250];
  return (
    <g>
      <path d="M70 50h180" className="stroke-gray-200" strokeWidth="1.5" />
      {xs.map((x, index) => (
        <circle
          key={x}
          cx={x}
          cy="50"
          r="5"
          className={index <= current ? 'fill-primary' : 'fill-gray-300'}
        />
      ))}
      <Txt
        x={70}
        y={62}
        size={7.5}
        bold={current === 0}
        anchor="middle"
        tone={current === 0 ? 'primary' : 'muted'}
      >
        {words.details}
      </Txt>
      <rect x="146" y="60" width="28" height="4" rx="2" className="fill-gray-200" />
      <Txt
        x={250}
        y={62}
        size={7.5}
        bold={current === 2}
        anchor="middle"
        tone={current === 2 ? 'primary' : 'muted'}
      >
        {words.visibility}
      </Txt>
    </g>
  );
}

function DesktopEditorVolume({ words, label }: FigureProps) {
  return (
    <BrowserFrame label={label} app>
      <rect x="2" y="23" width="316" height="92" className="fill-gray-800" />
      <rect x="136" y="29" width="48" height="80" rx="3" className="fill-gray-600" />
      <circle cx="160" cy="58" r="9" className="fill-gray-500" />
      <path d="M145 109c0-14 7-24 15-24s15 10 15 24z" className="fill-gray-500" />
      {[60, 100, 140, 180, 220, 260, 300].map((x) => (
        <rect key={x} x={x} y="120" width="1" height="5" className="fill-gray-300" />
      ))}
      <rect x="229" y="118" width="1.5" height="80" className="fill-gray-900" />
      <Txt x={10} y={140} size={8} tone="muted">
        {words.video}
      </Txt>
      <rect x="56" y="132" width="210" height="16" rx="3" className="fill-gray-300" />
      <Txt x={10} y={167} size={8} bold>
        {words.music}
      </Txt>
      <rect
        x="56"
        y="156"
        width="210"
        height="22"
        rx="3"
        className="fill-primary-dim stroke-primary"
        strokeWidth="1.2"
      />
      {Array.from({ length: 34 }, (_, index) => {
        const height = 4 + ((index * 7) % 11);
        return (
          <rect
            key={index}
            x={60 + index * 6}
            y={167 - height / 2}
            width="2.5"
            height={height}
            rx="1.25"
            className="fill-primary"
            opacity="0.45"
          />
        );
      })}
      <rect x="64" y="160" width="92" height="14" rx="7" className="fill-primary" />
      <Note x={69} y={161.5} scale={0.8} tone="white" />
      <Txt x={82} y={167.5} size={7.5} bold tone="onPrimary">
        {`${words.volume} ≥ ${words.minVolume}`}
      </Txt>
      <Focus x={52} y={152} w={218} h={30} rx={6} />
    </BrowserFrame>
  );
}

function DesktopStudioCreate({ words, label }: FigureProps) {
  return (
    <BrowserFrame label={label}>
      <StudioShell />
      <Lines x={84} y={58} widths={[80]} height={6} />
      <rect x="84" y="76" width="100" height="70" rx="6" className="fill-gray-100" />
      <rect x="192" y="92" width="116" height="54" rx="6" className="fill-gray-100" />
      <rect
        x="232"
        y="27"
        width="58"
        height="14"
        rx="7"
        className="fill-white stroke-gray-300"
        strokeWidth="1"
      />
      <rect x="239" y="31" width="8" height="6" rx="1.5" className="fill-primary" />
      <Txt x={252} y={34.5} size={7.5} bold>
        {words.create}
      </Txt>
      <Focus x={229} y={24} w={64} h={20} rx={10} />
      <rect
        x="186"
        y="48"
        width="124"
        height="40"
        rx="6"
        className="fill-white stroke-gray-200"
        strokeWidth="1"
      />
      <rect x="190" y="52" width="116" height="15" rx="4" className="fill-primary-dim" />
      <path
        d="M199 63v-7M196 58.5l3-3 3 3"
        className="fill-none stroke-primary"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Txt x={208} y={60} size={7.5} bold>
        {words.uploadVideos}
      </Txt>
      <Lines x={196} y={74} widths={[60]} />
      <Pointer x={290} y={62} />
    </BrowserFrame>
  );
}

function UploadDialog({ children }: { children: ReactNode }) {
  return (
    <g>
      <StudioShell />
      <rect x="2" y="23" width="316" height="177" className="fill-gray-900" opacity="0.3" />
      <rect x="30" y="34" width="260" height="156" rx="8" className="fill-white" />
      {children}
    </g>
  );
}

function DesktopStudioDetails({ words, label }: FigureProps) {
  return (
    <BrowserFrame label={label}>
      <UploadDialog>
        <UploadSteps words={words} current={0} />
        <Txt x={44} y={80} size={8} tone="muted">
          {words.title}
        </Txt>
        <rect
          x="42"
          y="86"
          width="160"
          height="18"
          rx="4"
          className="fill-white stroke-primary"
          strokeWidth="1.2"
        />
        <Lines x={48} y={93} widths={[92]} />
        <rect x="143" y="89" width="1.2" height="12" className="fill-primary" />
        <Txt x={44} y={118} size={8} tone="muted">
          {words.description}
        </Txt>
        <rect
          x="42"
          y="124"
          width="160"
          height="40"
          rx="4"
          className="fill-white stroke-gray-300"
          strokeWidth="1"
        />
        <Lines x={48} y={131} widths={[130, 110, 60]} gap={8} />
        <rect x="216" y="78" width="60" height="88" rx="4" className="fill-gray-900" />
        <path d="M240 113v18l14-9z" className="fill-white" />
        <rect x="250" y="172" width="30" height="12" rx="6" className="fill-primary" />
        <path
          d="M263 175l3 3-3 3"
          className="fill-none stroke-white"
          strokeWidth="1.4"
          strokeLinecap="round"
        />
        <Pointer x={150} y={96} />
      </UploadDialog>
    </BrowserFrame>
  );
}

function DesktopStudioPublish({ words, label }: FigureProps) {
  return (
    <BrowserFrame label={label}>
      <UploadDialog>
        <UploadSteps words={words} current={2} />
        <Txt x={44} y={80} size={9} bold>
          {words.visibility}
        </Txt>
        <circle cx="52" cy="100" r="5" className="fill-white stroke-primary" strokeWidth="1.5" />
        <circle cx="52" cy="100" r="2.5" className="fill-primary" />
        <Txt x={63} y={100.5} size={8.5} bold>
          {words.public}
        </Txt>
        <Focus x={42} y={90} w={120} h={20} rx={6} />
        {[122, 142].map((y) => (
          <g key={y}>
            <circle cx="52" cy={y} r="5" className="fill-white stroke-gray-300" strokeWidth="1.5" />
            <Lines x={63} y={y - 2} widths={[y === 122 ? 60 : 44]} />
          </g>
        ))}
        <rect x="216" y="78" width="60" height="70" rx="4" className="fill-gray-900" />
        <path d="M240 104v18l14-9z" className="fill-white" />
        <Btn x={222} y={166} w={58} h={17} size={8} label={words.publish} />
        <Pointer x={266} y={177} />
      </UploadDialog>
    </BrowserFrame>
  );
}

function DesktopPortalCode({ words, label }: FigureProps) {
  return (
    <BrowserFrame label={label}>
      <PortalShell title={words.channelManagement} />
      <rect
        x="78"
        y="50"
        width="230"
        height="102"
        rx="8"
        className="fill-white stroke-gray-200"
        strokeWidth="1"
      />
      <circle cx="96" cy="68" r="9" className="fill-gray-200" />
      <Lines x={112} y={62} widths={[90, 60]} />
      <Txt x={90} y={96} size={8} tone="muted">
        {words.verificationCode}
      </Txt>
      <rect x="88" y="104" width="140" height="22" rx="5" className="fill-gray-100" />
      <Code x={96} y={115.5} />
      <Btn x={234} y={105} w={62} h={20} size={9} label={words.copy} variant="soft" />
      <Focus x={231} y={102} w={68} h={26} rx={13} />
      <Pointer x={272} y={118} />
      <Lines x={80} y={166} widths={[180, 140]} />
    </BrowserFrame>
  );
}

function DesktopStudioCustomize({ words, label }: FigureProps) {
  return (
    <BrowserFrame label={label}>
      <StudioShell active={words.customization} />
      <Focus x={4} y={121} w={66} h={21} rx={6} />
      <Pointer x={52} y={134} />
      <Txt x={84} y={60} size={8.5} bold tone="primary">
        {words.basicInfo}
      </Txt>
      <rect x="84" y="67" width="50" height="2" className="fill-primary" />
      <rect x="150" y="58" width="36" height="4" rx="2" className="fill-gray-200" />
      <rect x="200" y="58" width="36" height="4" rx="2" className="fill-gray-200" />
      <path d="M72 69.5h246" className="stroke-gray-200" />
      <rect
        x="84"
        y="82"
        width="210"
        height="18"
        rx="4"
        className="fill-white stroke-gray-300"
        strokeWidth="1"
      />
      <rect
        x="84"
        y="110"
        width="210"
        height="48"
        rx="4"
        className="fill-white stroke-gray-300"
        strokeWidth="1"
      />
      <Lines x={90} y={88} widths={[70]} />
      <Lines x={90} y={117} widths={[180, 150]} />
    </BrowserFrame>
  );
}

function DesktopStudioDescription({ words, label }: FigureProps) {
  return (
    <BrowserFrame label={label}>
      <StudioShell active={words.customization} />
      <Txt x={84} y={60} size={8.5} bold tone="primary">
        {words.basicInfo}
      </Txt>
      <rect x="84" y="67" width="50" height="2" className="fill-primary" />
      <path d="M72 69.5h246" className="stroke-gray-200" />
      <Btn x={254} y={51} w={54} h={15} size={8} label={words.publish} />
      <Focus x={251} y={48} w={60} h={21} rx={10.5} />
      <Pointer x={292} y={62} />
      <Txt x={84} y={84} size={8} tone="muted">
        {words.description}
      </Txt>
      <rect
        x="82"
        y="90"
        width="222"
        height="72"
        rx="4"
        className="fill-white stroke-primary"
        strokeWidth="1.2"
      />
      <Lines x={90} y={98} widths={[180, 160, 120]} gap={10} />
      <rect x="89" y="129" width="70" height="14" rx="3" className="fill-primary-dim" />
      <Code x={93} y={136.5} size={8.5} tone="primary" />
      <rect x="162" y="129" width="1.2" height="14" className="fill-primary" />
    </BrowserFrame>
  );
}

function DesktopPortalVerify({ words, label }: FigureProps) {
  return (
    <BrowserFrame label={label}>
      <PortalShell title={words.channelManagement} />
      <Lines x={80} y={56} widths={[200, 160, 220, 120]} gap={14} />
      <rect x="2" y="23" width="316" height="177" className="fill-gray-900" opacity="0.35" />
      <rect x="82" y="44" width="160" height="136" rx="10" className="fill-white" />
      <Txt x={96} y={62} size={9.5} bold>
        {words.verificationCode}
      </Txt>
      <rect x="94" y="72" width="136" height="20" rx="5" className="fill-gray-100" />
      <Code x={102} y={82.5} size={9.5} />
      <Btn x={94} y={102} w={136} h={22} size={9.5} label={words.verify} />
      <Pointer x={196} y={116} />
      <rect x="94" y="136" width="136" height="22" rx="11" className="fill-primary-dim" />
      <Busy cx={110} cy={147} />
      <Txt x={122} y={147.5} size={8.5} bold tone="primary">
        {`${words.verifying}…`}
      </Txt>
    </BrowserFrame>
  );
}

/** Every computer drawing, by id; the PC guides' route chunks carry these. */
export const DESKTOP_FIGURES: Readonly<Record<DesktopFigureId, FigureComponent>> = {
  'desktop-editor-volume': DesktopEditorVolume,
  'desktop-studio-create': DesktopStudioCreate,
  'desktop-studio-details': DesktopStudioDetails,
  'desktop-studio-publish': DesktopStudioPublish,
  'desktop-portal-code': DesktopPortalCode,
  'desktop-studio-customize': DesktopStudioCustomize,
  'desktop-studio-description': DesktopStudioDescription,
  'desktop-portal-verify': DesktopPortalVerify,
};
