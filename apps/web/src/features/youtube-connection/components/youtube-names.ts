import {
  YOUTUBE_EXPIRY_ALARM_DAYS,
  YOUTUBE_NO_REPORT_ALARM_HOURS,
  YOUTUBE_REPORT_KEPT_DAYS,
  YOUTUBE_REPORT_TYPES,
  type YouTubeConnection,
} from '@portal/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../shared/i18n/date-format.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

type ReportTypeName = keyof typeof YOUTUBE_REPORT_TYPES;

/** Report type id → what it holds, from the one registry of types in shared. */
const NAME_OF_TYPE = new Map<string, ReportTypeName>(
  Object.entries(YOUTUBE_REPORT_TYPES).map(([name, id]) => [id, name as ReportTypeName]),
);

/**
 * A report type as a manager says it ("Views"); a type the portal does not know (a
 * deprecated type's successor, say) keeps YouTube's id.
 */
export function useReportTypeName(): (reportTypeId: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (reportTypeId: string) => {
      const name = NAME_OF_TYPE.get(reportTypeId);
      return name ? t(`youtubeConnection.reportTypes.${name}`) : reportTypeId;
    },
    [t],
  );
}

type Alarm = YouTubeConnection['alarms'][number];

/** An alarm as one sentence, with its day or report type when it names one. */
export function useAlarmText(): (alarm: Alarm) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  const typeName = useReportTypeName();
  return useCallback(
    (alarm: Alarm) => {
      switch (alarm.kind) {
        case 'needs_reconnect':
          return t('youtubeConnection.alarms.needs_reconnect');
        case 'no_new_report':
          return t('youtubeConnection.alarms.no_new_report', {
            hours: YOUTUBE_NO_REPORT_ALARM_HOURS,
          });
        case 'expiring_unfetched': {
          const counts = {
            keepDays: YOUTUBE_REPORT_KEPT_DAYS.daily,
            historyDays: YOUTUBE_REPORT_KEPT_DAYS.historical,
            days: YOUTUBE_EXPIRY_ALARM_DAYS,
          };
          return alarm.day
            ? t('youtubeConnection.alarms.expiring_unfetched', {
                ...counts,
                day: formatDay(alarm.day, locale),
              })
            : t('youtubeConnection.alarms.expiring_unfetchedNoDay', counts);
        }
        case 'deprecated_type':
          return alarm.reportTypeId
            ? t('youtubeConnection.alarms.deprecated_type', { type: typeName(alarm.reportTypeId) })
            : t('youtubeConnection.alarms.deprecated_typeNoType');
      }
    },
    [t, locale, typeName],
  );
}
