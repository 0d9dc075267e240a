import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'dialysis-demo';

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The visible options of the open antd Select (antd also keeps a hidden a11y list, not used here). */
export function selectOptions(page: Page) {
  return page.locator('.ant-select-item-option');
}

export async function centreOptions(page: Page): Promise<string[]> {
  await page.getByRole('combobox', { name: 'Centre' }).click();
  await selectOptions(page).first().waitFor();
  return (await selectOptions(page).allTextContents()).map((o) => o.trim()).sort();
}

export async function chooseCentre(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Centre' }).click();
  await selectOptions(page).filter({ hasText: name }).click();
  await page.getByRole('button', { name: 'Enter' }).click();
}
