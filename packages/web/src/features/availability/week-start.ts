import calendarEnGB from 'antd/es/calendar/locale/en_GB';
import dayjs from 'dayjs';
import en from 'dayjs/locale/en';

/**
 * The availability calendar's week starts on Sunday (spec 000: "the seventh day of the week"), whatever the
 * app's English (GB) locale says elsewhere: a dayjs locale of its own with weekStart 0, named without an
 * underscore so the picker uses it as it is.
 */
export const SUNDAY_LOCALE = 'en-availability';
dayjs.locale({ ...en, name: SUNDAY_LOCALE, weekStart: 0 }, undefined, true);

export const sundayCalendarLocale: typeof calendarEnGB = {
  ...calendarEnGB,
  lang: { ...calendarEnGB.lang, locale: SUNDAY_LOCALE },
};
