import type { Locator, Page } from 'playwright-core';

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

/** Signs in on the login page and chooses the centre: the dashboard. */
export async function signInToCentre(page: Page, email: string, centre: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await signIn(page, email, password);
  await page.waitForURL('**/settings/centre');
  await chooseCentre(page, centre);
  await page.waitForURL((url) => url.pathname === '/');
}

/** The options of the antd Select open now (closed ones stay in the page, hidden). */
export function openOptions(page: Page) {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
}

/** 'Are you sure?', Yes, and (when given) the spec's success text. */
export async function confirmYes(page: Page, done?: string) {
  await page.locator('.ant-modal-confirm-title', { hasText: 'Are you sure?' }).waitFor();
  await page.getByRole('button', { name: 'Yes' }).click();
  if (done !== undefined) await page.getByText(done).last().waitFor();
}

/** Types a date into an antd DatePicker and accepts it. */
export async function typeDate(scope: Page | Locator, label: string, value: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Enter');
}
