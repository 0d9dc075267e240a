// biome-ignore lint/style/noRestrictedImports: the one import of antd's own picker; the app's pickers are below.
import { DatePicker as AntdDatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { centrePickerConfig } from './picker-config.ts';

/**
 * The app's date, range and time pickers, on the selected centre's clock (issue 27, item 1). antd's own take
 * "now" from the computer's clock: a nurse whose browser was set to New York pressed Now on Arrive Time at the
 * centre's 20:54 and got 07:54, and at UTC+14 the dashboard's Today was tomorrow. biome.json refuses antd's
 * DatePicker and TimePicker everywhere else, so no picker can miss this.
 */
export const DatePicker = AntdDatePicker.generatePicker<Dayjs>(centrePickerConfig);

/** The time picker (its Now fills the centre's time): antd's TimePicker is its date picker's time mode too. */
export const TimePicker = DatePicker.TimePicker;
