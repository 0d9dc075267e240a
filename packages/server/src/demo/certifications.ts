import { centreDay, certificationStatusOnCreate } from '@dialysis/domain';
import type { Db } from '../db/client.ts';
import { certification, staff } from '../db/schema.ts';

const DAY = 24 * 3_600_000;

// Every demo staff member holds two certifications, one of which lapsed a month ago; every other one also
// holds one that runs out soon. Manage Certifications then shows each status and a non-zero expired count.
const EVERYONE = [
  { name: 'Basic Life Support (BLS)', days: 200 },
  { name: 'Infection Control', days: -30 },
];
const SOME = { name: 'Haemodialysis Nursing Certificate', days: 20 };

export async function seedCertifications(db: Db, now: Date, timezone: string): Promise<void> {
  const people = await db.select({ accountID: staff.accountID, clinicIDs: staff.clinicIDs }).from(staff);
  const today = centreDay(now, timezone).date;
  const rows = people.flatMap((person, p) =>
    (p % 2 === 0 ? [...EVERYONE, SOME] : EVERYONE).map((plan) => {
      const expiry = centreDay(new Date(now.getTime() + plan.days * DAY), timezone).date;
      return {
        accountID: person.accountID,
        name: plan.name,
        expiry,
        status: certificationStatusOnCreate(expiry, today),
        clinicID: person.clinicIDs[0] ?? null,
      };
    }),
  );
  if (rows.length > 0) await db.insert(certification).values(rows);
}
