import { ClockCircleOutlined, CopyOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { centreTime } from '../../lib/clock.ts';
import { copyText, OFFLINE_MESSAGES } from './messages.ts';
import type { QueuedWrite } from './outbox-store.ts';
import { problemOf } from './problems.ts';

const KIND_LABEL: Record<QueuedWrite['kind'], string> = {
  checkin: 'Check In',
  reading: 'Reading',
  checkout: 'Check Out',
};

/**
 * The session's writes kept on this tablet (issue 31): each waiting one with the time it was entered, and each
 * the server refused once it was sent (a problem) with the server's reason and the values as typed, to Copy,
 * Re-enter (a reading: back into the form; a check-in: back to its form) or Discard. What was entered after a
 * refused check-in is shown as not saved with the check-in's reason. Nothing leaves this list unless sent or
 * discarded.
 */
export function PendingWrites({
  writes,
  timeZone,
  onDiscard,
  onReenter,
}: {
  writes: readonly QueuedWrite[];
  timeZone: string | undefined;
  onDiscard: (key: string) => Promise<void>;
  onReenter?: (write: QueuedWrite) => void;
}) {
  const { message, modal } = App.useApp();
  if (writes.length === 0) return null;
  const copy = (write: QueuedWrite) =>
    void navigator.clipboard
      .writeText(copyText(write.shown, problemOf(write, writes) ?? undefined))
      .then(() => message.success(OFFLINE_MESSAGES.copied))
      .catch(() => message.error('Copy failed: select the values and copy them by hand.'));
  // A check-in takes the entries kept after it along: without it they have no session.
  const after = (write: QueuedWrite) =>
    write.kind === 'checkin'
      ? writes.filter((w) => w.sessionKey === write.sessionKey && w.key !== write.key).length
      : 0;
  const discard = (write: QueuedWrite) =>
    modal.confirm({
      title: after(write)
        ? `Discard this check-in and the ${after(write)} entries after it?`
        : 'Discard this entry?',
      content: after(write)
        ? 'None of them has been saved. Copy the values you need first: once discarded they are gone from this tablet.'
        : 'It has not been saved. Once discarded it is gone from this tablet.',
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep',
      onOk: () => onDiscard(write.key),
    });
  return (
    <Card title="Kept on this tablet" size="small" aria-label="Kept on this tablet">
      <Flex vertical gap={8}>
        {writes.map((write) => {
          const at = centreTime(write.enteredAt, 'HH:mm', timeZone);
          const values = (
            <Descriptions
              size="small"
              // A check-in's labels are long ('Pre Weight (kg)'): fewer to a row.
              column={
                write.kind === 'checkin' ? { xs: 1, sm: 2, md: 3, lg: 4, xxl: 6 } : { xs: 2, sm: 4, md: 7 }
              }
              items={write.shown.map(([label, value], i) => ({ key: i, label, children: value || '-' }))}
            />
          );
          const problem = problemOf(write, writes);
          if (problem === null) {
            return (
              <section key={write.key} aria-label={`${KIND_LABEL[write.kind]} ${at} waiting to send`}>
                <Flex gap={8} align="center" wrap>
                  <Tag icon={<ClockCircleOutlined />} color="processing">
                    {OFFLINE_MESSAGES.waiting}
                  </Tag>
                  <Typography.Text>
                    {KIND_LABEL[write.kind]} entered at {at}
                  </Typography.Text>
                </Flex>
                {values}
              </section>
            );
          }
          return (
            <Alert
              key={write.key}
              type="error"
              role="alert"
              aria-label={`${KIND_LABEL[write.kind]} ${at} not saved`}
              message={`${OFFLINE_MESSAGES.notSaved}: ${KIND_LABEL[write.kind]} entered at ${at}. ${problem}`}
              description={
                <Flex vertical gap={8}>
                  {values}
                  <Flex gap={8} wrap>
                    <Button icon={<CopyOutlined />} onClick={() => copy(write)}>
                      Copy
                    </Button>
                    {onReenter && write.formValues && (
                      <Button icon={<EditOutlined />} onClick={() => onReenter(write)}>
                        Re-enter
                      </Button>
                    )}
                    <Button danger icon={<DeleteOutlined />} onClick={() => discard(write)}>
                      Discard
                    </Button>
                  </Flex>
                </Flex>
              }
            />
          );
        })}
      </Flex>
    </Card>
  );
}
