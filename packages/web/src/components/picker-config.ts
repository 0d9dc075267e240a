import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import type { GenerateConfig } from '@rc-component/picker/generate/index';
import type { Dayjs } from 'dayjs';
import { pickerNow } from '../lib/clock.ts';

/**
 * antd's dayjs configuration of its pickers with one change: "now" is the selected centre's wall-clock time
 * as a local dayjs (lib/clock.ts `pickerNow`), the representation every picker value of the app has, instead
 * of the computer's clock. The pickers' Now and Today buttons, the calendar's highlighted today and the time
 * panel's starting hour all read it (issue 27, item 1).
 */
export const centrePickerConfig: GenerateConfig<Dayjs> = {
  ...dayjsGenerateConfig,
  getNow: () => pickerNow(),
};
