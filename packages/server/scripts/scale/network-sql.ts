import {
  centreUid,
  DIRECTOR_EMAIL,
  doctorEmail,
  managerEmail,
  NURSES_PER_CENTRE,
  nurseEmail,
  SEATS_PER_CENTRE,
} from './network-shape.ts';

type Exec = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface SeededCentre {
  id: number;
  /** 1, 2, ... as in the account e-mails (nurse1.c1@...). */
  number: number;
  nurses: string[];
  doctor: string;
}

const NURSE_NAMES = ['Nur Aisyah', 'Grace Tan', 'Priya Nair', 'Mei Ling Wong', 'Siti Rahman', 'Joanne Lim'];

/**
 * The network's centres and staff: per centre its nurses, a nurse manager and a doctor, all with one known
 * password hash, plus one medical director over every centre (an empty clinicIDs list means all).
 */
export async function insertNetwork(
  exec: Exec,
  options: { centres: number; timezone: string; passwordHash: string },
): Promise<SeededCentre[]> {
  const rows = await exec(
    `insert into clinic (name, uid, no_of_seat, timezone, phone_no, email, address)
     select 'Scale Centre ' || n, $1 || lpad(n::text, 3, '0'), $2, $3, '+65 6' || lpad(n::text, 3, '0') || ' 1000',
       'centre' || n || '@scale.example.com', n || ' Scale Road, Singapore'
     from generate_series(1, $4::int) n
     returning id, uid`,
    ['SC', SEATS_PER_CENTRE, options.timezone, options.centres],
  );
  const idOf = new Map(rows.map((r) => [String(r.uid), Number(r.id)]));

  const people: { email: string; name: string; group: string; designation: string; clinic: number }[] = [
    {
      email: DIRECTOR_EMAIL,
      name: 'Dr Helen Koh',
      group: 'MedicalDirector',
      designation: 'Medical Director',
      clinic: 0,
    },
  ];
  for (let c = 1; c <= options.centres; c++) {
    const clinic = idOf.get(centreUid(c)) ?? 0;
    for (let n = 1; n <= NURSES_PER_CENTRE; n++) {
      const name = `${NURSE_NAMES[(c + n) % NURSE_NAMES.length]} ${c}-${n}`;
      people.push({ email: nurseEmail(c, n), name, group: 'Nurse', designation: 'Nurse', clinic });
    }
    people.push({
      email: managerEmail(c),
      name: `Grace Lim ${c}`,
      group: 'ManagingNurse',
      designation: 'Nurse Manager',
      clinic,
    });
    people.push({
      email: doctorEmail(c),
      name: `Dr Arjun Nair ${c}`,
      group: 'Doctor',
      designation: 'Doctor',
      clinic,
    });
  }
  const column = <K extends keyof (typeof people)[number]>(key: K) => people.map((p) => p[key]);
  const accounts = await exec(
    `with t as (
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[])
         as t(email, name, grp, designation, clinic)
     ), a as (
       insert into login_account (email, password_hash, groups) select email, $6, array[grp] from t
       returning id, email
     )
     insert into staff (account_id, name, email, designation, clinic_ids)
     select a.id, t.name, t.email, t.designation, case when t.clinic = 0 then '{}'::int[] else array[t.clinic] end
     from a join t on t.email = a.email
     returning account_id, email`,
    [
      column('email'),
      column('name'),
      column('group'),
      column('designation'),
      column('clinic'),
      options.passwordHash,
    ],
  );
  const accountOf = new Map(accounts.map((a) => [String(a.email), String(a.account_id)]));
  const account = (email: string) => {
    const id = accountOf.get(email);
    if (!id) throw new Error(`no account ${email}`);
    return id;
  };

  return Array.from({ length: options.centres }, (_, i) => {
    const number = i + 1;
    return {
      id: idOf.get(centreUid(number)) ?? 0,
      number,
      nurses: Array.from({ length: NURSES_PER_CENTRE }, (_, n) => account(nurseEmail(number, n + 1))),
      doctor: account(doctorEmail(number)),
    };
  });
}
