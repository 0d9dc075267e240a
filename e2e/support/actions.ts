import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

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

/** The web app's key of the selected centre (packages/web/src/shared/session/storage.ts). */
const CENTRE_KEY = 'dialysis.centreId';

/** The contexts given a stored sign-in: whose, at which centre. */
const storedSignIns = new WeakMap<BrowserContext, string>();

/** The contexts that tried to sign a stored session out (support/browser.ts journey() fails them). */
export const signedOutStored = new WeakSet<BrowserContext>();

/**
 * Signed in with the centre chosen: the dashboard. A demo login (demo password) takes the session the run signed
 * in once (global setup) and the centre as the app keeps it (sessionStorage, set before the app loads), the
 * way a browser returns to an open session; signing in itself is the journeys' own subject (login, first
 * sign-in, forgot password, expired session, the nurse's day) and they go through the page. Any other
 * account, or a second demo login in one context, signs in on the login page and chooses the centre there.
 */
export async function signInToCentre(page: Page, email: string, centre: string, password = DEMO_PASSWORD) {
  const context = page.context();
  const stored = password === DEMO_PASSWORD ? inject('sessions')[email] : undefined;
  const centreId = inject('centres')[centre];
  const who = `${email} at ${centre}`;
  const before = storedSignIns.get(context);
  if (stored && centreId && (before === undefined || before === who)) {
    if (before === undefined) {
      storedSignIns.set(context, who);
      await context.addCookies([{ ...stored, url: inject('baseURL'), httpOnly: true, sameSite: 'Lax' }]);
      // Only where the page has no centre yet: a centre chosen later in the journey stays chosen.
      await context.addInitScript({
        content: `if (!sessionStorage.getItem(${JSON.stringify(CENTRE_KEY)})) sessionStorage.setItem(${JSON.stringify(CENTRE_KEY)}, ${JSON.stringify(String(centreId))});`,
      });
      // The session is shared by every journey of the run: signing it out would end it for all of them.
      await context.route('**/graphql', async (route) => {
        if (!/\bsignOut\b/.test(route.request().postData() ?? '')) return route.fallback();
        signedOutStored.add(context);
        return route.abort();
      });
    }
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    if (new URL(page.url()).pathname === '/login') {
      throw new Error(
        `The run's session of ${email} has ended: a journey signed it out or outlived it (a journey that signs out signs in through the page, with signIn)`,
      );
    }
    return;
  }
  if (before !== undefined) {
    throw new Error(
      `This context is signed in as ${before} (the run's stored session): open another journey() for ${who}`,
    );
  }
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

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Chooses an option of an antd Select: the one way journeys pick (issue 28 item 5). `field` is the Select's
 * label within `scope` (the page, a dialog, a form) or its locator; `option` is the option's whole text (a
 * RegExp matches as given); the first match is clicked. Then it waits for the list to close, so the next
 * Select's options are the only ones open. A multiple select stays open: `after: 'escape'` closes it with
 * Escape, `after: 'open'` leaves it to the caller (in a dialog, where Escape would close the dialog).
 */
export async function pick(
  scope: Page | Locator,
  field: string | Locator,
  option: string | RegExp,
  { after = 'closed' }: { after?: 'closed' | 'escape' | 'open' } = {},
) {
  const page = 'page' in scope ? scope.page() : scope;
  await (typeof field === 'string' ? scope.getByLabel(field, { exact: true }) : field).click();
  const text = typeof option === 'string' ? new RegExp(`^${escaped(option)}$`) : option;
  await openOptions(page).filter({ hasText: text }).first().click();
  if (after === 'open') return;
  if (after === 'escape') await page.keyboard.press('Escape');
  await expect.poll(() => openOptions(page).count()).toBe(0);
}

/** 'Are you sure?', Yes, and (when given) the spec's success text. */
export async function confirmYes(page: Page, done?: string) {
  await page.locator('.ant-modal-confirm-title', { hasText: 'Are you sure?' }).waitFor();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  if (done !== undefined) await page.getByText(done).last().waitFor();
}

/** Saves a dialog's form through 'Are you sure?' and waits for the toast `done` and for the dialog to close. */
export async function saveConfirmed(page: Page, dialog: Locator, done: string) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await confirmYes(page, done);
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Types a date into an antd DatePicker and accepts it, then waits until the picker shows the accepted date: the
 * steps after it (a Save) then act on the date typed, and a picker that did not take it fails here, by its name
 * (once, under load, a check-out edit saved without its typed start time: dialysis-check-out).
 */
export async function typeDate(scope: Page | Locator, label: string, value: string) {
  const input = scope.getByLabel(label, { exact: true });
  // As a user does: open the picker and see its panel before typing (under load, a date typed while the panel was
  // still opening was dropped on Enter and the picker closed showing the old one: dialysis-check-out, twice).
  const panel = input.page().locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await input.click();
  await panel.first().waitFor();
  await input.fill(value);
  await expect.poll(() => input.inputValue()).toBe(value);
  await input.press('Enter');
  const taken = async () => {
    const open = input.page().locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    return (await open.count()) === 0 ? input.inputValue() : 'still open';
  };
  await expect
    .poll(taken, { message: `the date picker '${label}' did not take '${value}' (closed, showing it)` })
    .toBe(value);
}

/** The id of the first patient the signed-in user may see (through the page's own session). */
export async function firstPatientId(page: Page): Promise<number> {
  const answer = await page.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ listPatient(pagination: { limit: 1 }) { result { id } } }' }),
    });
    return (await res.json()) as { data: { listPatient: { result: { id: number }[] } } };
  });
  const id = answer.data.listPatient.result[0]?.id;
  if (!id) throw new Error('the signed-in user has no patient');
  return id;
}

/** The header clock as it reads now: the selected centre's 'DD MMM YYYY HH:mm'. */
export async function headerClock(page: Page): Promise<string> {
  const clock = page.getByTestId('live-clock');
  const [time, date] = (await clock.innerText()).split('\n').map((part) => part.trim());
  return `${date} ${time}`;
}

/**
 * Clicks an entry of the top menu, opening the menu's overflow ('...') first when the bar is too narrow to show
 * it. The bar measures its entries after it renders (antd folds what does not fit), so this waits until either
 * the entry or the overflow is visible before choosing.
 */
export async function clickMenuEntry(page: Page, name: string) {
  const entry = page.getByRole('menuitem', { name, exact: true }).filter({ visible: true });
  const more = page.locator('.ant-menu-overflow-item-rest').filter({ visible: true });
  await expect
    .poll(async () => (await entry.count()) + (await more.count()), { timeout: 10_000 })
    .toBeGreaterThan(0);
  if ((await entry.count()) === 0) await more.hover();
  await entry.first().click();
}

/**
 * After a FULL check-out's confirm: a centre not yet connected to QuickBooks sends the browser to the (local
 * sandbox's) authorisation page first. Approves there when asked, and answers whether it was asked. The page
 * then comes back through /redirect/quickbooks and finishes the check-out.
 */
export async function approveQuickbooksIfAsked(page: Page, donePath: string): Promise<boolean> {
  const asked = await Promise.race([
    page.waitForURL((url) => url.pathname.startsWith('/sandbox/quickbooks/connect')).then(() => true),
    page.waitForURL((url) => url.pathname === donePath).then(() => false),
  ]);
  if (asked) {
    await page.getByText('QuickBooks sandbox').first().waitFor();
    await page.locator('#approve').click();
  }
  return asked;
}

/**
 * The dashboard's section of a session ('M', 'N', 'E'), unfolded. Only the current session starts unfolded, and
 * which one is current depends on the demo centre's clock: read the section's state instead of guessing it
 * (a click on an unfolded section folds it).
 */
export async function unfoldedShift(page: Page, shift: 'M' | 'N' | 'E'): Promise<Locator> {
  const section = page.locator(`[data-testid="shift-section"][data-shift="${shift}"]`);
  await section.waitFor();
  const panel = section.locator('.ant-collapse-item');
  if (!((await panel.getAttribute('class')) ?? '').includes('ant-collapse-item-active')) {
    await section.locator('.ant-collapse-header').click();
  }
  await section.locator('.ant-collapse-item-active').waitFor();
  return section;
}
