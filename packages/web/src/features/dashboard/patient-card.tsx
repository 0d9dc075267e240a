import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { cardState, maskNric } from '@dialysis/domain';
import { Card, Flex, Tag, Typography } from 'antd';
import type { AppointmentCard } from '../../api/types.ts';
import { InitialsAvatar } from '../../components/initials-avatar.tsx';
import { parseTime } from './dashboard-model.ts';
import { ReadingCountdown } from './reading-countdown.tsx';

function Indicator({ label, done }: { label: string; done: boolean }) {
  return (
    <Tag
      color={done ? 'success' : 'default'}
      icon={done ? <CheckCircleFilled /> : <MinusCircleOutlined />}
      data-done={done}
      style={{ marginInlineEnd: 0 }}
    >
      {label}
    </Tag>
  );
}

/** One patient of the day: who, and where their dialysis session stands (spec 000 section 4). */
export function PatientCard({ appointment }: { appointment: AppointmentCard }) {
  const startTime = parseTime(appointment.dialysisStartTime);
  const state = cardState({ startTime: appointment.dialysisStartTime, endTime: appointment.dialysisEndTime });
  return (
    <Card
      size="small"
      data-testid="patient-card"
      data-appointment-id={appointment.id}
      data-state={state}
      style={{ height: '100%' }}
      aria-label={appointment.name}
      role="article"
    >
      <Flex gap={12} align="flex-start">
        <InitialsAvatar name={appointment.name} size={48} />
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          {appointment.namecode && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="patient-code">
              {appointment.namecode}
            </Typography.Text>
          )}
          <Typography.Text strong ellipsis={{ tooltip: appointment.name }} data-testid="patient-name">
            {appointment.name}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="patient-nric" style={{ fontFamily: 'monospace' }}>
            {maskNric(appointment.nric)}
          </Typography.Text>
        </Flex>
      </Flex>
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        <Indicator label="Checked In" done={state !== 'waiting'} />
        <Indicator label="Checked Out" done={state === 'checked-out'} />
      </Flex>
      {state === 'checked-in' && startTime && (
        <div style={{ marginTop: 8 }}>
          <ReadingCountdown
            startTime={startTime}
            lastReadingTime={parseTime(appointment.lastDialysisIntervalTimestamp)}
          />
        </div>
      )}
    </Card>
  );
}
