import type { Locale } from '@portal/shared';
import { fillIn, lineText } from '../../lib/problem-words.ts';

/**
 * Why a catalogue row (or file) is refused, in every language: one list, from which
 * the command line's English lines are made and the console's rows in the operator's
 * language. `{name}` stands for a parameter.
 */
const PROBLEMS = {
  missing: {
    en: 'is missing',
    ko: '값이 없습니다',
    'zh-CN': '缺少值',
    'zh-TW': '缺少值',
  },
  tooLong: {
    en: 'is longer than {max} characters',
    ko: '{max}자를 넘습니다',
    'zh-CN': '超过 {max} 个字符',
    'zh-TW': '超過 {max} 個字元',
  },
  notIsrc: {
    en: '"{value}" is not an ISRC (2 letters, 3 letters or digits, 7 digits)',
    ko: '"{value}"은(는) ISRC가 아닙니다(영문 2자, 영문·숫자 3자, 숫자 7자리)',
    'zh-CN': '"{value}" 不是 ISRC（2 个字母、3 个字母或数字、7 位数字）',
    'zh-TW': '"{value}" 不是 ISRC（2 個字母、3 個字母或數字、7 位數字）',
  },
  notCategory: {
    en: '"{value}" is not one of BGM, Song, OST',
    ko: '"{value}"은(는) BGM, Song, OST 중 하나가 아닙니다',
    'zh-CN': '"{value}" 不是 BGM、Song、OST 之一',
    'zh-TW': '"{value}" 不是 BGM、Song、OST 之一',
  },
  notTagIdShort: {
    en: '"{value}" is not a tag id',
    ko: '"{value}"은(는) 태그 ID가 아닙니다',
    'zh-CN': '"{value}" 不是标签 ID',
    'zh-TW': '"{value}" 不是標籤 ID',
  },
  notTagId: {
    en: '"{value}" is not a tag id (lower-case letters, digits and hyphens, up to 40)',
    ko: '"{value}"은(는) 태그 ID가 아닙니다(영문 소문자·숫자·하이픈, 40자까지)',
    'zh-CN': '"{value}" 不是标签 ID（小写字母、数字和连字符，最多 40 个）',
    'zh-TW': '"{value}" 不是標籤 ID（小寫字母、數字和連字號，最多 40 個）',
  },
  notLength: {
    en: '"{value}" is not a length (seconds, or m:ss, up to an hour)',
    ko: '"{value}"은(는) 길이가 아닙니다(초 또는 m:ss, 1시간까지)',
    'zh-CN': '"{value}" 不是时长（秒数或 m:ss，最长一小时）',
    'zh-TW': '"{value}" 不是長度（秒數或 m:ss，最長一小時）',
  },
  notFlag: {
    en: '"{value}" is not true or false',
    ko: '"{value}"은(는) true나 false가 아닙니다',
    'zh-CN': '"{value}" 不是 true 或 false',
    'zh-TW': '"{value}" 不是 true 或 false',
  },
  coverMissing: {
    en: 'is missing: give an image file or an https address',
    ko: '값이 없습니다. 이미지 파일이나 https 주소를 적어 주세요',
    'zh-CN': '缺少值：请填写图片文件或 https 地址',
    'zh-TW': '缺少值：請填寫圖片檔案或 https 網址',
  },
  coverNotHttps: {
    en: '"{value}" must be an https address or a file',
    ko: '"{value}"은(는) https 주소나 파일이어야 합니다',
    'zh-CN': '"{value}" 必须是 https 地址或文件',
    'zh-TW': '"{value}" 必須是 https 網址或檔案',
  },
  notHttps: {
    en: '"{value}" is not an https address',
    ko: '"{value}"은(는) https 주소가 아닙니다',
    'zh-CN': '"{value}" 不是 https 地址',
    'zh-TW': '"{value}" 不是 https 網址',
  },
  notDay: {
    en: '"{value}" is not a date written YYYY-MM-DD',
    ko: '"{value}"은(는) YYYY-MM-DD 형식의 날짜가 아닙니다',
    'zh-CN': '"{value}" 不是 YYYY-MM-DD 格式的日期',
    'zh-TW': '"{value}" 不是 YYYY-MM-DD 格式的日期',
  },
  tagNameMissing: {
    en: 'is missing: tags are named in every language',
    ko: '값이 없습니다. 태그 이름은 모든 언어로 적어야 합니다',
    'zh-CN': '缺少值：标签需要填写所有语言的名称',
    'zh-TW': '缺少值：標籤需要填寫所有語言的名稱',
  },
  duplicateTag: {
    en: 'tag "{value}" appears again (first at {first})',
    ko: '태그 "{value}"이(가) 다시 나옵니다(처음: {first})',
    'zh-CN': '标签 "{value}" 重复出现（首次出现于 {first}）',
    'zh-TW': '標籤 "{value}" 重複出現（首次出現於 {first}）',
  },
  duplicateIsrc: {
    en: 'ISRC {value} appears again (first at {first})',
    ko: 'ISRC {value}이(가) 다시 나옵니다(처음: {first})',
    'zh-CN': 'ISRC {value} 重复出现（首次出现于 {first}）',
    'zh-TW': 'ISRC {value} 重複出現（首次出現於 {first}）',
  },
  notJson: {
    en: 'is not JSON ({detail})',
    ko: 'JSON이 아닙니다({detail})',
    'zh-CN': '不是 JSON（{detail}）',
    'zh-TW': '不是 JSON（{detail}）',
  },
  mustBeList: {
    en: 'must be a list',
    ko: '목록이어야 합니다',
    'zh-CN': '必须是列表',
    'zh-TW': '必須是清單',
  },
  mustBeObject: {
    en: 'must be an object',
    ko: '객체여야 합니다',
    'zh-CN': '必须是对象',
    'zh-TW': '必須是物件',
  },
  noTagsNorTracks: {
    en: 'has neither "tags" nor "tracks"',
    ko: '"tags"도 "tracks"도 없습니다',
    'zh-CN': '既没有 "tags" 也没有 "tracks"',
    'zh-TW': '既沒有 "tags" 也沒有 "tracks"',
  },
  notCsv: {
    en: 'is not a CSV we can read ({detail})',
    ko: '읽을 수 있는 CSV가 아닙니다({detail})',
    'zh-CN': '不是可读取的 CSV（{detail}）',
    'zh-TW': '不是可讀取的 CSV（{detail}）',
  },
  notHeader: {
    en: 'is not a catalogue header: a track file has an "isrc" column, a tag file a "tag_id" column',
    ko: '카탈로그 헤더가 아닙니다. 음원 파일에는 "isrc" 열이, 태그 파일에는 "tag_id" 열이 있어야 합니다',
    'zh-CN': '不是目录表头：曲目文件需要 "isrc" 列，标签文件需要 "tag_id" 列',
    'zh-TW': '不是目錄標題列：曲目檔案需要 "isrc" 欄，標籤檔案需要 "tag_id" 欄',
  },
  missingColumns: {
    en: 'missing column(s): {columns}',
    ko: '열이 없습니다: {columns}',
    'zh-CN': '缺少列：{columns}',
    'zh-TW': '缺少欄位：{columns}',
  },
  unreadable: {
    en: 'the file cannot be read ({path})',
    ko: '파일을 읽을 수 없습니다({path})',
    'zh-CN': '无法读取文件（{path}）',
    'zh-TW': '無法讀取檔案（{path}）',
  },
  coverTooLarge: {
    en: 'cover "{path}" is larger than 2 MB',
    ko: '표지 "{path}"이(가) 2MB를 넘습니다',
    'zh-CN': '封面 "{path}" 超过 2 MB',
    'zh-TW': '封面 "{path}" 超過 2 MB',
  },
  coverFileMissing: {
    en: 'cover "{path}" is missing (looked for {full})',
    ko: '표지 "{path}"이(가) 없습니다({full}에서 찾음)',
    'zh-CN': '找不到封面 "{path}"（查找位置：{full}）',
    'zh-TW': '找不到封面 "{path}"（尋找位置：{full}）',
  },
  coverFileNotSent: {
    en: 'cover "{path}" is a file, which a catalogue sent from the console cannot bring: give an https address',
    ko: '표지 "{path}"은(는) 파일입니다. 콘솔에서 보내는 카탈로그에는 파일을 함께 보낼 수 없으니 https 주소를 적어 주세요',
    'zh-CN': '封面 "{path}" 是文件，从控制台发送的目录无法附带文件：请填写 https 地址',
    'zh-TW': '封面 "{path}" 是檔案，從主控台傳送的目錄無法附帶檔案：請填寫 https 網址',
  },
  coverNotImage: {
    en: 'the cover is not a PNG, JPEG, WebP, GIF or SVG image',
    ko: '표지가 PNG, JPEG, WebP, GIF, SVG 이미지가 아닙니다',
    'zh-CN': '封面不是 PNG、JPEG、WebP、GIF 或 SVG 图片',
    'zh-TW': '封面不是 PNG、JPEG、WebP、GIF 或 SVG 圖片',
  },
  unknownTags: {
    en: 'unknown tag(s) {tags}: define them in "tags" or a tag file first',
    ko: '알 수 없는 태그: {tags}. 먼저 "tags"나 태그 파일에 정의해 주세요',
    'zh-CN': '未知标签 {tags}：请先在 "tags" 或标签文件中定义',
    'zh-TW': '未知標籤 {tags}：請先在 "tags" 或標籤檔案中定義',
  },
  unknownSites: {
    en: 'no site answers on {domains}',
    ko: '{domains}에 해당하는 사이트가 없습니다',
    'zh-CN': '没有站点使用 {domains}',
    'zh-TW': '沒有網站使用 {domains}',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type CatalogueProblemKey = keyof typeof PROBLEMS;

/**
 * One problem of a catalogue file: where (`line 7`, `tracks[3]`, `the file`), the
 * field it is about and how the command line names it, and the reason.
 */
export type CatalogueIssue = {
  where: string;
  field?: string;
  /** The field as the English line names it (`column "isrc"`, `"names.ko"`). */
  label?: string;
  key: CatalogueProblemKey;
  params?: Record<string, string | number>;
};

/** The reason in `locale`. A `first` parameter is a place and is put in words too. */
export function catalogueReason(issue: Omit<CatalogueIssue, 'where'>, locale: Locale): string {
  return fillIn(PROBLEMS[issue.key][locale], issue.params, (name, value) =>
    name === 'first' ? placeText(String(value), locale) : String(value),
  );
}

/** The English line of the command line: `line 7: column "isrc" is missing`. */
export function catalogueLine(issue: CatalogueIssue): string {
  const reason = catalogueReason(issue, 'en');
  return `${issue.where}: ${issue.label ? `${issue.label} ${reason}` : reason}`;
}

/** A place of a file in `locale`: a CSV line, or a JSON entry as it is written. */
function placeText(where: string, locale: Locale): string {
  const line = lineOf(where);
  return line === null ? where : lineText(line, locale);
}

/** The CSV line a place names, if it names one. */
export function lineOf(where: string): number | null {
  const match = /^line (\d+)$/.exec(where);
  return match ? Number(match[1]) : null;
}

/** Every problem's key (for tests that walk the list). */
export function catalogueProblemKeys(): CatalogueProblemKey[] {
  return Object.keys(PROBLEMS) as CatalogueProblemKey[];
}
