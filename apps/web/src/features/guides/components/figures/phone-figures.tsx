import type { PhoneFigureId } from '../../content/guide-content.types.ts';
import {
  BackArrow,
  Btn,
  Busy,
  CheckMark,
  Code,
  Focus,
  Lines,
  Note,
  PhoneFrame,
  Slider,
  Tap,
  Txt,
  minVolumeRatio,
  type FigureComponent,
  type FigureProps,
} from './figure-kit.tsx';

/*
 * Phone screens for the mobile upload, time-limit and verification guides. They are
 * sketches of what to look for (a + button, a length switch, a volume slider), not
 * copies of any app's screens.
 */

/** Someone in front of the camera, on a dark viewfinder. */
function CameraScene() {
  return (
    <g>
      <rect x="12" y="14" width="156" height="312" className="fill-gray-900" />
      <circle cx="90" cy="138" r="26" className="fill-gray-700" />
      <path d="M44 250c0-36 20-62 46-62s46 26 46 62z" className="fill-gray-700" />
    </g>
  );
}

function RecordButton({ recording = false }: { recording?: boolean }) {
  return (
    <g>
      <circle cx="90" cy="282" r="16" className="fill-none stroke-white" strokeWidth="3" />
      {recording ? (
        <rect x="83" y="275" width="14" height="14" rx="3" className="fill-primary" />
      ) : (
        <circle cx="90" cy="282" r="11" className="fill-primary" />
      )}
    </g>
  );
}

/** The Android/iPhone bottom bar of a video app, with its + in the middle. */
function BottomBar() {
  return (
    <g>
      <rect x="12" y="290" width="156" height="36" className="fill-white" />
      <path d="M12 290.5h156" className="stroke-gray-200" />
      <g className="fill-gray-300">
        <rect x="26" y="298" width="10" height="10" rx="2" />
        <rect x="54" y="298" width="10" height="10" rx="2" />
        <rect x="116" y="298" width="10" height="10" rx="2" />
        <circle cx="149" cy="303" r="5.5" />
      </g>
      <circle cx="90" cy="303" r="10" className="fill-white stroke-gray-800" strokeWidth="1.6" />
      <path d="M90 298v10M85 303h10" className="stroke-gray-800" strokeWidth="1.6" />
    </g>
  );
}

function PhoneCreate({ words, label, os }: FigureProps) {
  return (
    <PhoneFrame label={label} os={os}>
      <rect x="22" y="34" width="34" height="9" rx="3" className="fill-gray-300" />
      <rect x="20" y="52" width="140" height="74" rx="8" className="fill-gray-200" />
      <Lines x={20} y={134} widths={[120, 84]} />
      <rect x="20" y="158" width="140" height="56" rx="8" className="fill-gray-100" />
      {/* The menu the + opens */}
      <rect
        x="30"
        y="218"
        width="120"
        height="60"
        rx="10"
        className="fill-white stroke-gray-200"
        strokeWidth="1.5"
      />
      <path d="M84 277.5l6 6 6-6z" className="fill-white stroke-gray-200" strokeWidth="1.5" />
      <path d="M85 277h10" className="stroke-white" strokeWidth="2" />
      <rect x="36" y="224" width="108" height="24" rx="6" className="fill-primary-dim" />
      <rect x="42" y="229" width="14" height="14" rx="3.5" className="fill-primary" />
      <path d="M47 232.5v7l5.5-3.5z" className="fill-white" />
      <Txt x={62} y={236.5} size={9.5} bold>
        {words.createShort}
      </Txt>
      <rect x="42" y="256" width="14" height="14" rx="3.5" className="fill-gray-200" />
      <Lines x={62} y={261} widths={[56]} />
      <BottomBar />
      <Tap cx={90} cy={303} />
    </PhoneFrame>
  );
}

function PhoneLength({ words, label, os }: FigureProps) {
  return (
    <PhoneFrame label={label} os={os} dark>
      <CameraScene />
      <rect x="46" y="36" width="88" height="18" rx="9" className="fill-gray-700" />
      <Note x={54} y={39} scale={0.95} tone="white" />
      <Txt x={70} y={45.5} size={8.5} tone="onDark">
        {words.addSound}
      </Txt>
      {/* The length switch on top of the tool column */}
      <rect x="112" y="66" width="50" height="20" rx="10" className="fill-gray-700" />
      <Txt x={125} y={76.5} size={8.5} anchor="middle" tone="onDark">
        15
      </Txt>
      <rect x="137" y="68" width="23" height="16" rx="8" className="fill-primary" />
      <Txt x={148.5} y={76.5} size={8.5} bold anchor="middle" tone="onPrimary">
        60
      </Txt>
      <Focus x={108} y={62} w={58} h={28} rx={14} />
      <Tap cx={152} cy={90} />
      <g className="fill-gray-700">
        <circle cx="150" cy="112" r="8" />
        <circle cx="150" cy="138" r="8" />
        <circle cx="150" cy="164" r="8" />
      </g>
      <RecordButton />
    </PhoneFrame>
  );
}

function PhoneAddSound({ words, label, os }: FigureProps) {
  const rows = [86, 118, 150, 182, 214];
  return (
    <PhoneFrame label={label} os={os}>
      <Note x={22} y={38} />
      <Txt x={38} y={44.5} size={11} bold>
        {words.addSound}
      </Txt>
      <rect x="20" y="56" width="140" height="20" rx="10" className="fill-gray-100" />
      <circle cx="31" cy="65" r="4" className="fill-none stroke-gray-500" strokeWidth="1.4" />
      <path d="M34 68l3 3" className="stroke-gray-500" strokeWidth="1.4" strokeLinecap="round" />
      <Txt x={42} y={66.5} size={9} tone="muted">
        {words.search}
      </Txt>
      <rect x="16" y="113" width="148" height="34" rx="8" className="fill-primary-dim" />
      {rows.map((y, index) =>
        index === 1 ? (
          <g key={y}>
            <rect x="22" y={y + 1} width="24" height="24" rx="4" className="fill-primary" />
            <Note x={28.5} y={y + 7} scale={0.95} tone="white" />
            <Lines x={52} y={y + 6} widths={[70, 44]} />
            <CheckMark cx={150} cy={y + 13} />
          </g>
        ) : (
          <g key={y}>
            <rect x="22" y={y + 1} width="24" height="24" rx="4" className="fill-gray-200" />
            <Lines x={52} y={y + 6} widths={[index % 2 ? 60 : 78, 40]} />
          </g>
        ),
      )}
      <Tap cx={118} cy={140} />
    </PhoneFrame>
  );
}

function PhoneRecord({ words, label, os }: FigureProps) {
  const start = 20;
  const width = 140;
  const mark = start + (width * 35) / 60;
  return (
    <PhoneFrame label={label} os={os} dark>
      <CameraScene />
      <rect x={start} y="36" width={width} height="5" rx="2.5" className="fill-gray-600" />
      <rect x={start} y="36" width={width * 0.72} height="5" rx="2.5" className="fill-primary" />
      <rect x={mark - 0.75} y="32" width="1.5" height="13" className="fill-white" />
      <Txt x={mark} y={53} size={8.5} bold anchor="middle" tone="onDark">
        {`35${words.secondsSuffix}`}
      </Txt>
      <Txt x={start + width} y={53} size={8.5} anchor="end" tone="onDark">
        {`60${words.secondsSuffix}`}
      </Txt>
      <RecordButton recording />
      <Tap cx={104} cy={296} />
    </PhoneFrame>
  );
}

function PhoneVolume({ words, label, os }: FigureProps) {
  const min = minVolumeRatio(words);
  const sliderX = 26;
  const sliderW = 124;
  const markX = sliderX + sliderW * min;
  return (
    <PhoneFrame label={label} os={os}>
      <rect x="20" y="34" width="140" height="112" rx="10" className="fill-gray-900" />
      <circle cx="90" cy="82" r="16" className="fill-gray-700" />
      <path d="M62 146c0-24 12-40 28-40s28 16 28 40z" className="fill-gray-700" />
      <Txt x={22} y={166} size={11} bold>
        {words.volume}
      </Txt>
      <Txt x={158} y={166} size={10} bold anchor="end" tone="primary">
        {words.done}
      </Txt>
      <Txt x={22} y={190} size={9} tone="muted">
        {words.originalSound}
      </Txt>
      <Slider x={sliderX} y={206} w={sliderW} value={0.45} />
      <Txt x={22} y={234} size={9} bold>
        {words.addedSound}
      </Txt>
      <Slider x={sliderX} y={250} w={sliderW} value={0.7} strong />
      <rect x={markX - 0.75} y="241" width="1.5" height="18" className="fill-primary" />
      <Txt x={Math.max(markX, 40)} y={270} size={8.5} bold anchor="middle" tone="primary">
        {`≥ ${words.minVolume}`}
      </Txt>
      <Focus x={16} y={224} w={148} h={56} />
    </PhoneFrame>
  );
}

function PhoneUpload({ words, label, os }: FigureProps) {
  return (
    <PhoneFrame label={label} os={os}>
      <BackArrow />
      <rect x="20" y="62" width="48" height="84" rx="6" className="fill-gray-900" />
      <path d="M39 95v18l14-9z" className="fill-white" />
      <Txt x={78} y={70} size={9} tone="muted">
        {words.title}
      </Txt>
      <rect
        x="76"
        y="78"
        width="84"
        height="24"
        rx="6"
        className="fill-white stroke-primary"
        strokeWidth="1.5"
      />
      <Lines x={82} y={88} widths={[46]} />
      <rect x="131" y="84" width="1.5" height="12" className="fill-primary" />
      <g className="fill-gray-200">
        <rect x="22" y="166" width="12" height="12" rx="3" />
        <rect x="22" y="192" width="12" height="12" rx="3" />
        <rect x="22" y="218" width="12" height="12" rx="3" />
      </g>
      <Lines x={42} y={170} widths={[90, 110, 70]} gap={26} />
      <Btn x={22} y={258} w={136} h={28} label={words.uploadShort} />
      <Tap cx={146} cy={282} />
    </PhoneFrame>
  );
}

/** Heights of the waveform bars: a fixed pattern, so every drawing looks the same. */
const WAVE = [10, 18, 26, 14, 30, 22, 12, 28, 34, 20, 16, 26, 32, 18, 10, 24, 30, 14, 22, 28];

function PhoneClip60({ words, label, os }: FigureProps) {
  const left = 42;
  const right = 138;
  return (
    <PhoneFrame label={label} os={os}>
      <rect x="20" y="34" width="140" height="118" rx="10" className="fill-gray-900" />
      <Note x={82} y={84} scale={1.4} tone="white" />
      <Txt x={22} y={172} size={11} bold>
        {words.addSound}
      </Txt>
      {WAVE.map((height, index) => {
        const x = 24 + index * 7;
        const inside = x >= left && x + 3 <= right;
        return (
          <rect
            key={index}
            x={x}
            y={232 - height / 2}
            width="3.5"
            height={height}
            rx="1.75"
            className={inside ? 'fill-primary' : 'fill-gray-300'}
          />
        );
      })}
      <rect
        x={left - 2}
        y="206"
        width={right - left + 4}
        height="52"
        rx="6"
        className="fill-primary stroke-primary"
        fillOpacity="0.1"
        strokeWidth="2"
      />
      <rect x={left - 4} y="218" width="5" height="28" rx="2.5" className="fill-primary" />
      <rect x={right - 1} y="218" width="5" height="28" rx="2.5" className="fill-primary" />
      <rect x="70" y="188" width="40" height="15" rx="7.5" className="fill-primary" />
      <Txt x={90} y={196} size={9} bold anchor="middle" tone="onPrimary">
        {`60${words.secondsSuffix}`}
      </Txt>
      <Btn x={52} y={272} w={76} h={22} label={words.done} />
      <Tap cx={right + 2} cy={246} />
    </PhoneFrame>
  );
}

function PhoneAppUpdate({ words, label, os }: FigureProps) {
  return (
    <PhoneFrame label={label} os={os}>
      <BackArrow />
      <rect x="22" y="58" width="46" height="46" rx="11" className="fill-primary-dim" />
      <path d="M38 70v22l17-11z" className="fill-primary" />
      <Txt x={78} y={70} size={11} bold>
        YouTube
      </Txt>
      <Lines x={78} y={82} widths={[58, 40]} />
      <Btn x={22} y={116} w={136} h={26} label={words.update} />
      <Tap cx={146} cy={138} />
      <g className="fill-gray-200">
        <rect x="24" y="156" width="34" height="14" rx="3" />
        <rect x="73" y="156" width="34" height="14" rx="3" />
        <rect x="122" y="156" width="34" height="14" rx="3" />
      </g>
      <g className="fill-gray-100">
        <rect x="22" y="184" width="42" height="84" rx="6" />
        <rect x="69" y="184" width="42" height="84" rx="6" />
        <rect x="116" y="184" width="42" height="84" rx="6" />
      </g>
    </PhoneFrame>
  );
}

function PhoneClearCache({ words, label, os }: FigureProps) {
  return (
    <PhoneFrame label={label} os={os}>
      <BackArrow />
      <Txt x={36} y={46.5} size={11} bold>
        {words.storage}
      </Txt>
      <rect x="22" y="66" width="136" height="10" rx="5" className="fill-gray-200" />
      <rect x="22" y="66" width="84" height="10" rx="5" className="fill-primary" />
      <Lines x={22} y={88} widths={[64]} />
      {[112, 134, 156].map((y) => (
        <g key={y}>
          <Lines x={22} y={y} widths={[y === 134 ? 92 : 70]} />
          <rect x="128" y={y} width="30" height="4" rx="2" className="fill-gray-300" />
        </g>
      ))}
      <rect
        x="22"
        y="190"
        width="136"
        height="26"
        rx="13"
        className="fill-white stroke-gray-300"
        strokeWidth="1.5"
      />
      <Lines x={70} y={201} widths={[40]} />
      <Btn x={22} y={226} w={136} h={26} label={words.clearCache} variant="outline" />
      <Focus x={18} y={222} w={144} h={34} rx={17} />
      <Tap cx={146} cy={248} />
    </PhoneFrame>
  );
}

function PhonePortalCode({ words, label, os }: FigureProps) {
  return (
    <PhoneFrame label={label} os={os}>
      <rect x="12" y="14" width="156" height="312" className="fill-gray-50" />
      <Txt x={22} y={46} size={11} bold>
        {words.channelManagement}
      </Txt>
      <rect
        x="18"
        y="60"
        width="144"
        height="124"
        rx="10"
        className="fill-white stroke-gray-200"
        strokeWidth="1.5"
      />
      <circle cx="36" cy="80" r="10" className="fill-primary-dim" />
      <Lines x={52} y={74} widths={[70, 46]} />
      <Txt x={28} y={110} size={9} tone="muted">
        {words.verificationCode}
      </Txt>
      <rect x="26" y="120" width="128" height="24" rx="6" className="fill-gray-100" />
      <Code x={34} y={132.5} />
      <Btn x={26} y={152} w={128} h={24} label={words.copy} variant="soft" />
      <Focus x={22} y={148} w={136} h={32} rx={16} />
      <Tap cx={142} cy={172} />
      <Lines x={22} y={200} widths={[120, 90]} />
    </PhoneFrame>
  );
}

function PhoneChannelEdit({ label, os }: FigureProps) {
  return (
    <PhoneFrame label={label} os={os}>
      <rect x="12" y="14" width="156" height="66" className="fill-primary-dim" />
      <circle cx="40" cy="86" r="18" className="fill-white" />
      <circle cx="40" cy="86" r="14" className="fill-gray-300" />
      <Lines x={22} y={114} widths={[84, 56, 110]} />
      <rect x="22" y="150" width="96" height="22" rx="11" className="fill-gray-100" />
      <Lines x={44} y={159} widths={[52]} />
      <circle cx="136" cy="161" r="11" className="fill-gray-100" />
      <path
        d="M131.5 166.5l1-4 7-7 3 3-7 7z"
        className="fill-none stroke-gray-800"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <Focus x={122} y={147} w={28} h={28} rx={14} />
      <Tap cx={142} cy={168} />
      <Lines x={22} y={192} widths={[30]} />
      <g className="fill-gray-100">
        {[0, 1, 2].map((column) => (
          <rect key={column} x={20 + column * 48} y="206" width="44" height="76" rx="6" />
        ))}
      </g>
    </PhoneFrame>
  );
}

function PhoneDescription({ words, label, os }: FigureProps) {
  return (
    <PhoneFrame label={label} os={os}>
      <path
        d="M20 40l10 10M30 40l-10 10"
        className="stroke-gray-700"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <Txt x={152} y={46} size={10.5} bold anchor="end" tone="primary">
        {words.save}
      </Txt>
      <Tap cx={158} cy={58} />
      <Txt x={22} y={76} size={9} tone="muted">
        {words.description}
      </Txt>
      <rect
        x="18"
        y="84"
        width="144"
        height="118"
        rx="8"
        className="fill-white stroke-primary"
        strokeWidth="1.5"
      />
      <Lines x={26} y={94} widths={[120, 108, 124, 80]} gap={11} />
      <rect x="25" y="142" width="78" height="17" rx="4" className="fill-primary-dim" />
      <Code x={29} y={151} size={9} tone="primary" />
      <rect x="106" y="143" width="1.5" height="15" className="fill-primary" />
      <rect x="12" y="222" width="156" height="104" className="fill-gray-100" />
      {[230, 252, 274].map((y, row) => (
        <g key={y} className="fill-gray-300">
          {Array.from({ length: 9 - row }, (_, key) => (
            <rect key={key} x={18 + row * 8 + key * 16.5} y={y} width="13" height="16" rx="3" />
          ))}
        </g>
      ))}
      <rect x="52" y="296" width="76" height="14" rx="3" className="fill-gray-300" />
    </PhoneFrame>
  );
}

function PhonePortalVerify({ words, label, os }: FigureProps) {
  return (
    <PhoneFrame label={label} os={os}>
      <Txt x={22} y={46} size={11} bold>
        {words.channelManagement}
      </Txt>
      <Lines x={22} y={64} widths={[120, 96, 130, 70]} gap={14} />
      <rect x="12" y="14" width="156" height="312" className="fill-gray-900" opacity="0.35" />
      <rect x="20" y="92" width="140" height="150" rx="12" className="fill-white" />
      <Txt x={32} y={112} size={10} bold>
        {words.verificationCode}
      </Txt>
      <rect x="30" y="124" width="120" height="22" rx="6" className="fill-gray-100" />
      <Code x={38} y={135.5} size={9.5} />
      <Btn x={30} y={156} w={120} h={26} label={words.verify} />
      <Tap cx={140} cy={178} />
      <rect x="30" y="196" width="120" height="26" rx="13" className="fill-primary-dim" />
      <Busy cx={46} cy={209} />
      <Txt x={58} y={209.5} size={9} bold tone="primary">
        {`${words.verifying}…`}
      </Txt>
    </PhoneFrame>
  );
}

/** Every phone drawing, by id; the mobile guides' route chunks carry these. */
export const PHONE_FIGURES: Readonly<Record<PhoneFigureId, FigureComponent>> = {
  'phone-create': PhoneCreate,
  'phone-length': PhoneLength,
  'phone-add-sound': PhoneAddSound,
  'phone-record': PhoneRecord,
  'phone-volume': PhoneVolume,
  'phone-upload': PhoneUpload,
  'phone-clip-60': PhoneClip60,
  'phone-app-update': PhoneAppUpdate,
  'phone-clear-cache': PhoneClearCache,
  'phone-portal-code': PhonePortalCode,
  'phone-channel-edit': PhoneChannelEdit,
  'phone-description': PhoneDescription,
  'phone-portal-verify': PhonePortalVerify,
};
