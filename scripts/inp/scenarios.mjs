// The interactions the INP script measures (scripts/inp.mjs; issue 32 item 5), each run on a page of its own
// (a fresh document: web-vitals' INP and the Event Timing buffer start empty) after the page has settled. A
// nurse's taps and keys through Playwright (CDP input: trusted events, each a real interaction with its Event
// Timing entries), with a typist's pause between keys.
import { READING_FORM } from '../../e2e/support/readings.ts';
import { interactions, settle, step, throttledPage } from './measure.mjs';

/** Between two keys: a quick typist (about 8 keys a second); the app must keep up with that. */
const KEY_GAP_MS = 120;
const SESSION_TABS = ['Morning', 'Noon', 'Evening Sessions', 'All'];

/** The dashboard with its cards shown and no reload pending. */
async function dashboardShown(page) {
  await page.getByTestId('daily-view').locator('[data-testid="shift-section"]').first().waitFor();
  await page.locator('[data-testid="daily-view"] .ant-spin-blur').waitFor({ state: 'detached' });
}

/**
 * (1) A 30-minute reading at the chair, on the session's page: tap each of the 13 fields, select what it holds
 * (a carried-over setting is typed over), type the value key by key, then Submit Reading and Yes; the reading
 * is recorded ('Reading recorded.') and the form empties for the next one. Every tap and key counts. Also
 * answers what INP does not see: how long Submit Reading took until the question showed, and Yes until then
 * (the save is sent after the tap's frame).
 */
export async function enterReading(context, { rate, intraPath, trace }) {
  const page = await throttledPage(context, rate, trace);
  await page.goto(intraPath);
  const form = page.locator('form#interval');
  await form.getByLabel('SBP', { exact: true }).waitFor();
  await page.getByTestId('reading-count').waitFor();
  // Each field by its id, found before the clock starts: a search by label walks the whole page, and in the
  // page's own thread (Playwright's script), which would weigh on the interactions measured.
  const fields = [];
  for (const [label, value] of Object.entries(READING_FORM)) {
    const id = await form.getByLabel(label, { exact: true }).getAttribute('id');
    fields.push({ label, value, field: page.locator(`[id="${id}"]`) });
  }
  await settle(page);
  for (const { label, value, field } of fields) {
    await step(page, `tap ${label}`);
    await field.click();
    await step(page, `select ${label}`);
    await page.keyboard.press('ControlOrMeta+A');
    await step(page, `type ${label}`);
    await page.keyboard.type(value, { delay: KEY_GAP_MS });
  }
  await step(page, 'Submit Reading');
  let started = Date.now();
  await form.getByRole('button', { name: 'Submit Reading' }).click();
  await page.locator('.ant-modal-confirm-title', { hasText: 'Are you sure?' }).waitFor();
  const asked = Date.now() - started;
  await settle(page, 500);
  await step(page, 'Yes');
  started = Date.now();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await page.getByText('Reading recorded.').last().waitFor();
  await page.waitForFunction(
    () => (document.querySelector('form#interval input[id="interval_SBP"]')?.value ?? 'x') === '',
  );
  const waits = { asked: [asked], saved: [Date.now() - started] };
  await settle(page);
  const measured = await interactions(page);
  await page.close();
  return { ...measured, waits };
}

/**
 * (2) Opening a patient's card from the dashboard: the card's Dialysis Session link of a session in progress
 * (spec 000: the card opens the dialysis page), first with the page's code still to load (the first card of the
 * day), then, back on the dashboard, again with it loaded. Also answers how long each took until the session's
 * page showed its title, which INP does not see (the router renders the new page after the tap's frame).
 */
export async function openCard(context, { rate, trace }) {
  const page = await throttledPage(context, rate, trace);
  await page.goto('/');
  await dashboardShown(page);
  await settle(page);
  const shownAfter = [];
  for (const label of ['open card (page code not loaded)', 'open card (page code loaded)']) {
    const link = page
      .locator('[data-testid="patient-card"][data-state="checked-in"]')
      .first()
      .locator('a[data-action="dialysis"]');
    await step(page, label);
    const started = Date.now();
    await link.click();
    await page.getByRole('heading', { name: 'Dialysis', exact: true }).waitFor();
    shownAfter.push(Date.now() - started);
    await settle(page);
    if (shownAfter.length === 2) break;
    await step(page, 'Back to Dashboard');
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await dashboardShown(page);
    await settle(page);
  }
  const measured = await interactions(page);
  await page.close();
  return { ...measured, waits: { shown: shownAfter } };
}

/** (3) Switching the dashboard's session tab: Morning, Noon, Evening Sessions, All, each once its cards show. */
export async function switchSessionTab(context, { rate, trace }) {
  const page = await throttledPage(context, rate, trace);
  await page.goto('/');
  await dashboardShown(page);
  await settle(page);
  const radios = page.getByRole('radiogroup', { name: 'Session' });
  const shownAfter = [];
  for (const tab of SESSION_TABS) {
    await step(page, `tab ${tab}`);
    const started = Date.now();
    await radios.getByText(tab, { exact: true }).click();
    await page.waitForURL((url) => (url.searchParams.get('session') ?? 'ALL') === sessionValue(tab));
    await dashboardShown(page);
    shownAfter.push(Date.now() - started);
    await settle(page);
  }
  const measured = await interactions(page);
  await page.close();
  return { ...measured, waits: { shown: shownAfter } };
}

const sessionValue = (tab) => ({ All: 'ALL', Morning: 'M', Noon: 'N', 'Evening Sessions': 'E' })[tab];

/**
 * The floor and the bare baseline: the same kinds of interaction on a trivial page (scripts/inp/floor.tsx, an
 * antd form; scripts/inp/bare.html, plain HTML): tap the field and type a reading, switch the radio four times,
 * press a button twice, then ask 'Are you sure?' and answer Yes.
 */
export async function baseline(context, { rate, url, trace }) {
  const page = await throttledPage(context, rate, trace);
  await page.goto(url);
  await page.getByLabel('Reading').waitFor();
  await settle(page);
  await step(page, 'tap field');
  await page.getByLabel('Reading').click();
  await step(page, 'type');
  await page.keyboard.type(READING_FORM.SBP, { delay: KEY_GAP_MS });
  for (const tab of SESSION_TABS) {
    await step(page, 'radio');
    await page.getByText(tab, { exact: true }).click();
    await settle(page, 300);
  }
  for (let i = 0; i < 2; i++) {
    await step(page, 'button');
    await page.getByRole('button', { name: 'Press' }).click();
    await settle(page, 300);
  }
  await step(page, 'confirm');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Are you sure?').last().waitFor();
  await settle(page, 500);
  await step(page, 'Yes');
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await page.getByText('Are you sure?').last().waitFor({ state: 'hidden' });
  await settle(page, 300);
  const measured = await interactions(page);
  await page.close();
  return measured;
}
