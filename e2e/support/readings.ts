/** A reading as the interval form takes it, by field label (cUF typed with a leading '.', as nurses do). */
export const READING_FORM = {
  SBP: '128',
  DBP: '78',
  HR: '72',
  QB: '250',
  AP: '-120',
  VP: '140',
  TMP: '-10',
  'UFR (L)': '0.6',
  'cUF (L)': '.5',
  DFLOW: '500',
  CDT: '13.9',
  'Temp (°C)': '36.5',
  'Hep Rate': '0.5',
};
