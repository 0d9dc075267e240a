import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The check-in form's input by its label (the session form labels every input). */
export const checkInField = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The pre-dialysis vitals and the membrane use, as a nurse types them (Pre SBP 138). */
export async function fillVitals(page: Page) {
  await checkInField(page, 'Pre Temp (°C)').fill('36.7');
  await checkInField(page, 'Pre Edema').fill('0');
  await checkInField(page, 'Pre SBP').fill('138');
  await checkInField(page, 'Pre DBP').fill('82');
  await checkInField(page, 'Pre HRT').fill('76');
  await checkInField(page, 'Membrane Use').fill('1');
}

/** Picks the first machine the form offers as free (other than `not`); answers its name. */
export async function pickAFreeMachine(page: Page, not?: string): Promise<string> {
  await checkInField(page, 'Machine').click();
  const offered = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option:not(.ant-select-item-option-disabled)',
  );
  const free = (not ? offered.filter({ hasNotText: new RegExp(`^${not}`) }) : offered).first();
  const name = (await free.textContent()) ?? '';
  await free.click();
  await expect
    .poll(() =>
      page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').count(),
    )
    .toBe(0);
  return name;
}
