import type { Locale } from '@portal/shared';
import { fillIn, lineText } from '../../lib/problem-words.ts';

/**
 * Why a report file is refused, in every language: one list, from which the English
 * text of the command line and the synchronous import is made, and the words the
 * console shows an operator in theirs. `{name}` stands for a parameter.
 */
const PROBLEMS = {
  recordTooLong: {
    en: 'a record runs over {max} characters (is a quote never closed?)',
    ko: '한 레코드가 {max}자를 넘습니다(닫히지 않은 따옴표가 있나요?)',
    'zh-CN': '一条记录超过了 {max} 个字符（是否有未闭合的引号？）',
    'zh-TW': '一筆記錄超過了 {max} 個字元（是否有未閉合的引號？）',
  },
  quoteNeverClosed: {
    en: 'a quoted value is never closed (is the file cut off?)',
    ko: '따옴표로 시작한 값이 끝까지 닫히지 않습니다(파일이 중간에 잘렸나요?)',
    'zh-CN': '带引号的值一直没有闭合（文件是否被截断？）',
    'zh-TW': '帶引號的值一直沒有閉合（檔案是否被截斷？）',
  },
  quoteClosedMidValue: {
    en: 'a quote is closed in the middle of a value',
    ko: '값 중간에서 따옴표가 닫힙니다',
    'zh-CN': '引号在值的中间闭合',
    'zh-TW': '引號在值的中間閉合',
  },
  quoteInsideValue: {
    en: 'a quote appears inside a value that is not quoted',
    ko: '따옴표로 감싸지 않은 값 안에 따옴표가 있습니다',
    'zh-CN': '未加引号的值中出现了引号',
    'zh-TW': '未加引號的值中出現了引號',
  },
  notDay: {
    en: '"{value}" is not a date (YYYYMMDD)',
    ko: '"{value}"은(는) 날짜가 아닙니다(YYYYMMDD)',
    'zh-CN': '"{value}" 不是日期（YYYYMMDD）',
    'zh-TW': '"{value}" 不是日期（YYYYMMDD）',
  },
  notDayOrDashed: {
    en: '"{value}" is not a date (YYYYMMDD or YYYY-MM-DD)',
    ko: '"{value}"은(는) 날짜가 아닙니다(YYYYMMDD 또는 YYYY-MM-DD)',
    'zh-CN': '"{value}" 不是日期（YYYYMMDD 或 YYYY-MM-DD）',
    'zh-TW': '"{value}" 不是日期（YYYYMMDD 或 YYYY-MM-DD）',
  },
  notDateTime: {
    en: '"{value}" is not a date or ISO 8601 date-time',
    ko: '"{value}"은(는) 날짜나 ISO 8601 날짜·시간이 아닙니다',
    'zh-CN': '"{value}" 不是日期，也不是 ISO 8601 日期时间',
    'zh-TW': '"{value}" 不是日期，也不是 ISO 8601 日期時間',
  },
  valueTooLarge: {
    en: 'the value is too large',
    ko: '값이 너무 큽니다',
    'zh-CN': '数值过大',
    'zh-TW': '數值過大',
  },
  negative: {
    en: '"{value}" is negative',
    ko: '"{value}"은(는) 음수입니다',
    'zh-CN': '"{value}" 是负数',
    'zh-TW': '"{value}" 是負數',
  },
  notWhole: {
    en: '"{value}" is not a whole number',
    ko: '"{value}"은(는) 정수가 아닙니다',
    'zh-CN': '"{value}" 不是整数',
    'zh-TW': '"{value}" 不是整數',
  },
  notNumber: {
    en: '"{value}" is not a number',
    ko: '"{value}"은(는) 숫자가 아닙니다',
    'zh-CN': '"{value}" 不是数字',
    'zh-TW': '"{value}" 不是數字',
  },
  notChannelId: {
    en: '"{value}" is not a channel id (UC…)',
    ko: '"{value}"은(는) 채널 ID(UC…)가 아닙니다',
    'zh-CN': '"{value}" 不是频道 ID（UC…）',
    'zh-TW': '"{value}" 不是頻道 ID（UC…）',
  },
  notVideoId: {
    en: '"{value}" is not a video id',
    ko: '"{value}"은(는) 영상 ID가 아닙니다',
    'zh-CN': '"{value}" 不是视频 ID',
    'zh-TW': '"{value}" 不是影片 ID',
  },
  notCountry: {
    en: '"{value}" is not a country code',
    ko: '"{value}"은(는) 국가 코드가 아닙니다',
    'zh-CN': '"{value}" 不是国家/地区代码',
    'zh-TW': '"{value}" 不是國家/地區代碼',
  },
  notIsrc: {
    en: '"{value}" is not an ISRC',
    ko: '"{value}"은(는) ISRC가 아닙니다',
    'zh-CN': '"{value}" 不是 ISRC',
    'zh-TW': '"{value}" 不是 ISRC',
  },
  titleEmpty: {
    en: 'the title is empty',
    ko: '제목이 비어 있습니다',
    'zh-CN': '标题为空',
    'zh-TW': '標題為空',
  },
  notVideoLength: {
    en: '{value} is not a video length in seconds',
    ko: '{value}은(는) 초 단위 영상 길이로 볼 수 없습니다',
    'zh-CN': '{value} 不是以秒为单位的视频时长',
    'zh-TW': '{value} 不是以秒為單位的影片長度',
  },
  rateNotPositive: {
    en: 'the rate must be above 0',
    ko: '환율은 0보다 커야 합니다',
    'zh-CN': '汇率必须大于 0',
    'zh-TW': '匯率必須大於 0',
  },
  notClaimId: {
    en: '"{value}" is not a claim id',
    ko: '"{value}"은(는) 소유권 주장(claim) ID가 아닙니다',
    'zh-CN': '"{value}" 不是版权主张（claim）ID',
    'zh-TW': '"{value}" 不是版權聲明（claim）ID',
  },
  notClaimStatus: {
    en: '"{value}" is not a claim status',
    ko: '"{value}"은(는) 소유권 주장(claim) 상태가 아닙니다',
    'zh-CN': '"{value}" 不是版权主张（claim）状态',
    'zh-TW': '"{value}" 不是版權聲明（claim）狀態',
  },
  columnCount: {
    en: 'the line has a different number of columns than the header (a wrong delimiter or a cut-off file?)',
    ko: '이 줄의 열 개수가 헤더와 다릅니다(구분자가 다르거나 파일이 잘렸나요?)',
    'zh-CN': '此行的列数与表头不同（分隔符不对，或文件被截断？）',
    'zh-TW': '此行的欄數與標題列不同（分隔符號不對，或檔案被截斷？）',
  },
  duplicateColumn: {
    en: 'the column "{column}" appears twice',
    ko: '"{column}" 열이 두 번 나옵니다',
    'zh-CN': '列 "{column}" 出现了两次',
    'zh-TW': '欄位 "{column}" 出現了兩次',
  },
  unknownKind: {
    en: 'not a file we import: expected content_owner_basic_a4 (views), content_owner_estimated_revenue_a1 (revenue), content_owner_active_claims_a3 (claims), a video list or exchange rates (docs/data-formats.md)',
    ko: '가져올 수 있는 파일이 아닙니다. content_owner_basic_a4(조회수), content_owner_estimated_revenue_a1(수익), content_owner_active_claims_a3(소유권 주장), 영상 목록, 환율 파일 중 하나여야 합니다(docs/data-formats.md)',
    'zh-CN':
      '不是可导入的文件：应为 content_owner_basic_a4（观看次数）、content_owner_estimated_revenue_a1（收益）、content_owner_active_claims_a3（版权主张）、视频列表或汇率文件（docs/data-formats.md）',
    'zh-TW':
      '不是可匯入的檔案：應為 content_owner_basic_a4（觀看次數）、content_owner_estimated_revenue_a1（收益）、content_owner_active_claims_a3（版權聲明）、影片清單或匯率檔案（docs/data-formats.md）',
  },
  missingColumns: {
    en: 'missing required column(s): {columns}',
    ko: '필수 열이 없습니다: {columns}',
    'zh-CN': '缺少必需的列：{columns}',
    'zh-TW': '缺少必要的欄位：{columns}',
  },
  empty: {
    en: 'the file is empty',
    ko: '파일이 비어 있습니다',
    'zh-CN': '文件为空',
    'zh-TW': '檔案為空',
  },
  totalTooLarge: {
    en: 'a total of the file is too large to store',
    ko: '파일의 합계 값이 너무 커서 저장할 수 없습니다',
    'zh-CN': '文件中的某个合计值过大，无法保存',
    'zh-TW': '檔案中的某個合計值過大，無法儲存',
  },
  otherNetworksChannel: {
    en: 'the channel {channel} belongs to another network on this server: import this file into that network',
    ko: '채널 {channel}은(는) 이 서버의 다른 네트워크에 등록되어 있습니다. 이 파일은 그 네트워크로 가져와 주세요',
    'zh-CN': '频道 {channel} 属于此服务器上的另一个网络：请将此文件导入到那个网络',
    'zh-TW': '頻道 {channel} 屬於此伺服器上的另一個網路：請將此檔案匯入到那個網路',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ImportProblemKey = keyof typeof PROBLEMS;

/** A reason a file is refused, with what it names (a value, a column). */
export type ImportProblem = {
  key: ImportProblemKey;
  params?: Record<string, string | number>;
};

/** The problem's words in `locale`. */
export function problemText(problem: ImportProblem, locale: Locale): string {
  return fillIn(PROBLEMS[problem.key][locale], problem.params);
}

/** An error whose English message is made from a problem, which it keeps for other languages. */
export class ProblemError extends Error {
  readonly problem: ImportProblem;
  constructor(problem: ImportProblem) {
    super(problemText(problem, 'en'));
    this.problem = problem;
  }
}

/** Whether `key` names a problem of the list (a stored one read back). */
export function isImportProblemKey(key: unknown): key is ImportProblemKey {
  return typeof key === 'string' && Object.hasOwn(PROBLEMS, key);
}

/** A column of a refused file, in each language. */
const COLUMN: Record<Locale, string> = {
  en: 'column "{column}"',
  ko: '"{column}" 열',
  'zh-CN': '"{column}" 列',
  'zh-TW': '"{column}" 欄',
};

/** `file (line 3, column "views"): reason`, in `locale`, like ImportError's English message. */
export function refusalText(
  locale: Locale,
  refusal: { file: string; line?: number | null; column?: string | null; reason: string },
): string {
  const place = [
    refusal.line == null ? undefined : lineText(refusal.line, locale),
    refusal.column == null ? undefined : fillIn(COLUMN[locale], { column: refusal.column }),
  ]
    .filter(Boolean)
    .join(', ');
  return `${refusal.file}${place ? ` (${place})` : ''}: ${refusal.reason}`;
}

/** Every problem's key (for tests that walk the list). */
export function importProblemKeys(): ImportProblemKey[] {
  return Object.keys(PROBLEMS) as ImportProblemKey[];
}

/**
 * Why a file was refused, naming the file, the line and the column where it applies;
 * `problem` keeps the reason for putting it in other languages than English.
 */
export class ImportError extends Error {
  readonly file: string;
  readonly line: number | undefined;
  readonly column: string | undefined;
  readonly problem: ImportProblem | undefined;
  /** The reason alone, in English. */
  readonly reason: string;
  constructor(
    file: string,
    reason: string | ImportProblem,
    where: { line?: number | undefined; column?: string | undefined } = {},
  ) {
    const problem = typeof reason === 'string' ? undefined : reason;
    const english = problem ? problemText(problem, 'en') : (reason as string);
    super(refusalText('en', { file, ...where, reason: english }));
    this.reason = english;
    this.file = file;
    this.line = where.line;
    this.column = where.column;
    this.problem = problem;
  }
}
