import { customerDisplayName } from '@dialysis/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clinic, qbAccess } from '../db/schema.ts';
import {
  SANDBOX_ITEM_PRICE,
  SANDBOX_PATH,
  SANDBOX_REALM,
  type SandboxState,
} from '../platform/accounting/sandbox.ts';
import type { SecretBox } from '../platform/secret-box.ts';

/** Sessions of the last days are not invoiced yet: the Unlinked Invoices screen has a few to show. */
export const UNINVOICED_DAYS = 3;

/**
 * The history's invoices, set-based: every session that ended more than UNINVOICED_DAYS ago at a centre that
 * invoices (QuickBooks settings) has its invoice made (CREATED, as a check-out would leave it: a random request
 * id, the invoice on the appointment) and each patient their customer in the centre's company. Ids start with
 * 'D', so they never meet the ones the sandbox numbers itself.
 */
export async function seedInvoices(db: Db, now: Date, createdBy: string): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    insert into qb_customer (clinic_id, patient_id, realm_id, customer_id, created_on)
    select distinct d.clinic_id, d.patient_id, ${SANDBOX_REALM}, 'D' || d.patient_id, ${at}::timestamptz
      from dialysis d join clinic c on c.id = d.clinic_id
     where c.qb_client_id is not null and d.end_time is not null and d.deleted = 0`);
  await db.execute(sql`
    insert into dialysis_invoice (dialysis_id, clinic_id, patient_id, appointment_id, request_id, status, invoice_id,
      invoice_url, created_by, created_on, updated_on)
    select d.id, d.clinic_id, d.patient_id, d.appointment_id,
           gen_random_uuid()::text, 'CREATED', 'D' || d.id,
           ${`${SANDBOX_PATH}/app/invoice?txnId=`} || 'D' || d.id, ${createdBy}::uuid,
           d.end_time + interval '5 minutes', d.end_time + interval '5 minutes'
      from dialysis d join clinic c on c.id = d.clinic_id
     where c.qb_client_id is not null and d.deleted = 0
       and d.end_time < ${at}::timestamptz - ${UNINVOICED_DAYS}::int * interval '1 day'`);
  await db.execute(sql`
    update appointment a set quickbook_invoice_id = i.invoice_id
      from dialysis_invoice i where i.appointment_id = a.id and i.invoice_id like 'D%'`);
}

/**
 * The local QuickBooks sandbox keeps its company in memory: at every start of the demo it is given back the
 * customers and invoices the database says it made (the demo's and those made by check-outs before the restart),
 * so every invoice link opens and a check-out of a demo patient finds the patient's customer.
 */
export async function restoreSandbox(db: Db, state: SandboxState, secrets?: SecretBox): Promise<void> {
  const customers = (await db.execute(sql`
    select distinct on (q.customer_id) q.customer_id, p.id, p.name, p.namecode
      from qb_customer q join patient p on p.id = q.patient_id
     where q.realm_id = ${SANDBOX_REALM}
     order by q.customer_id`)) as unknown as {
    rows: { customer_id: string; id: number; name: string; namecode: string | null }[];
  };
  const invoices = (await db.execute(sql`
    select i.invoice_id, q.customer_id, to_char(coalesce(a.date, i.created_on::date), 'YYYY-MM-DD') as day
      from dialysis_invoice i
      join qb_customer q on q.clinic_id = i.clinic_id and q.patient_id = i.patient_id
      left join appointment a on a.id = i.appointment_id
     where i.status = 'CREATED' and i.invoice_url like ${`${SANDBOX_PATH}/%`}
     order by i.id`)) as unknown as { rows: { invoice_id: string; customer_id: string; day: string }[] };
  state.customers.set(
    SANDBOX_REALM,
    customers.rows.map((c) => ({ Id: c.customer_id, DisplayName: customerDisplayName(c) })),
  );
  state.invoices.set(
    SANDBOX_REALM,
    invoices.rows.map((i) => ({
      Id: i.invoice_id,
      CustomerRef: { value: i.customer_id },
      Line: [
        {
          Amount: SANDBOX_ITEM_PRICE,
          DetailType: 'SalesItemLineDetail',
          Description: `Haemodialysis session ${i.day}`,
        },
      ],
      TxnDate: i.day,
      TotalAmt: SANDBOX_ITEM_PRICE,
    })),
  );
  await restoreSandboxTokens(db, state, secrets);
}

/**
 * The tokens the database holds for the sandbox's company are given back to the sandbox too (issue 30 item 8):
 * a restart of the demo keeps its centres connected, instead of a status saying Connected over tokens the
 * sandbox forgot. Without the secret box (a test of the company alone) there is nothing to open.
 */
async function restoreSandboxTokens(db: Db, state: SandboxState, secrets?: SecretBox): Promise<void> {
  if (!secrets) return;
  const rows = await db
    .select({
      id: qbAccess.id,
      accessToken: qbAccess.accessToken,
      refreshToken: qbAccess.refreshToken,
      date: qbAccess.date,
      expiresIn: qbAccess.expiresIn,
      clientID: clinic.qbClientID,
    })
    .from(qbAccess)
    .innerJoin(clinic, eq(clinic.id, qbAccess.id))
    .where(and(eq(qbAccess.realmID, SANDBOX_REALM), eq(qbAccess.providerState, 'CONNECTED')));
  for (const row of rows) {
    if (!row.clientID) continue;
    const grant = `restored-${row.id}`;
    const base = { clientID: row.clientID, realmId: SANDBOX_REALM, grant };
    let tokens: { access: string; refresh: string };
    try {
      tokens = { access: secrets.open(row.accessToken), refresh: secrets.open(row.refreshToken) };
    } catch {
      continue; // sealed with another key (a changed ACCOUNTING_SECRET_KEY): that centre connects again
    }
    state.refresh.set(tokens.refresh, base);
    state.access.set(tokens.access, { ...base, expires: row.date.getTime() + row.expiresIn * 1000 });
  }
}
