import { kgFromGrams } from '@dialysis/domain';
import { Card, Descriptions } from 'antd';
import { Link } from 'react-router';
import type { Dialysis } from './api.ts';
import { centreTime, sessionPaths } from './intra-model.ts';

const kg = (grams: number | null) => (grams === null ? '' : `${kgFromGrams(grams)} kg`);
const text = (value: number | string | null) => (value === null ? '' : String(value));

/**
 * The session's pre-dialysis data, read-only on the intra page (changed on the check-in edit page, reached by
 * Update Check In). The post fields and the dialyser are not editable here (spec 000 section 2): the post
 * fields are not shown at all, the dialyser only as text.
 */
export function IntraCheckInSummary({ session, timeZone }: { session: Dialysis; timeZone?: string }) {
  return (
    <Card
      title="Check In"
      size="small"
      extra={<Link to={sessionPaths.checkInEdit(session.patientID, session.id)}>Update Check In</Link>}
    >
      <Descriptions size="small" column={{ xs: 2, sm: 3, md: 4, xl: 6 }} aria-label="Check in">
        <Descriptions.Item label="Arrived">
          {centreTime(session.arriveTime, 'HH:mm', timeZone)}
        </Descriptions.Item>
        <Descriptions.Item label="Pre Weight">{kg(session.preWeight)}</Descriptions.Item>
        <Descriptions.Item label="Last Weight">{kg(session.lastWeight)}</Descriptions.Item>
        <Descriptions.Item label="Dry Weight">{kg(session.dryWeight)}</Descriptions.Item>
        <Descriptions.Item label="UF Target">{kg(session.ufTargetStart)}</Descriptions.Item>
        <Descriptions.Item label="Pre Temp">
          {session.preTemp === null ? '' : `${session.preTemp} °C`}
        </Descriptions.Item>
        <Descriptions.Item label="Pre BP">
          {session.preSBP === null ? '' : `${session.preSBP}/${text(session.preDBP)}`}
        </Descriptions.Item>
        <Descriptions.Item label="Pre HR">{text(session.preHRT)}</Descriptions.Item>
        <Descriptions.Item label="Edema">{text(session.preEdema)}</Descriptions.Item>
        <Descriptions.Item label="Machine">{text(session.machineName)}</Descriptions.Item>
        <Descriptions.Item label="Dialyser">{text(session.dialyser)}</Descriptions.Item>
        <Descriptions.Item label="MSA">{text(session.MSA)}</Descriptions.Item>
        <Descriptions.Item label="Membrane Use">{text(session.membraneUse)}</Descriptions.Item>
        <Descriptions.Item label="Started By">{text(session.startedByName)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
