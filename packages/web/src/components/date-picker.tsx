import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
// biome-ignore lint/style/noRestrictedImports: the one import of antd's own picker; the app's pickers are below.
import { DatePicker as AntdDatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { pickerNow } from '../lib/clock.ts';

/**
 * The app's date, range and time pickers, on the selected centre's clock (issue 27, item 1). antd's pickers
 * take "now" from `generateConfig.getNow()`, the computer's clock: their Now and Today buttons, the calendar's
 * highlighted today and the time panel's starting hour were the browser's (a nurse in a browser set to New
 * York filled an arrival 13 hours early). Every value the app gives a picker is the centre's wall-clock time as
 * a local dayjs (lib/clock.ts `pickerValue`, read back with `instantOf`), so "now" is that too: `pickerNow()`.
 * The rest of antd's dayjs configuration (parsing, locale, weeks) is kept as it is.
 */
export const DatePicker = AntdDatePicker.generatePicker<Dayjs>({
  ...dayjsGenerateConfig,
  getNow: () => pickerNow(),
});

/** The time picker (Now fills the centre's time), as antd's `TimePicker` is its date picker's time mode. */
export const TimePicker = DatePicker.TimePicker;
