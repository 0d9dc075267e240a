/** A reading's 13 values as the interval form holds them (tests; cUF typed with a leading '.'). */
export const TEST_READINGS = {
  SBP: '128',
  DBP: '78',
  HR: '72',
  QB: '250',
  AP: '-120',
  VP: '140',
  tmp: '-10',
  UFR: '0.6',
  cUF: '.5',
  DFLOW: '500',
  CDT: '13.9',
  temp: '36.5',
  hepRate: '0.5',
};
