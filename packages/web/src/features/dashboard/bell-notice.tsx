import { BellOutlined } from '@ant-design/icons';
import { SHIFT_LABELS } from '@dialysis/domain';
import { App, Button, Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { WatchedCard } from './dashboard-model.ts';

const KEY = 'reading-bell';

/**
 * About the notice's height (its margins, title, hint and one line per name): the room the dashboard leaves
 * at its end while the notice shows, so the last cards can still be scrolled above it.
 */
export function bellNoticeRoom(names: number): number {
  return names === 0 ? 0 : 140 + 26 * names;
}

/** The patients the bell calls for, each a button that goes to the card. */
function BellNames({ cards, onGo }: { cards: readonly WatchedCard[]; onGo: (id: number) => void }) {
  return (
    <Flex vertical align="flex-start" gap={2}>
      <Typography.Text type="secondary">Go to the card:</Typography.Text>
      {cards.map((card) => (
        <Button
          key={card.id}
          type="link"
          size="small"
          style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          data-appointment-id={card.id}
          onClick={() => onGo(card.id)}
        >
          {card.name} ({SHIFT_LABELS[card.shift]})
        </Button>
      ))}
    </Flex>
  );
}

/**
 * The bell's notice: it names the patients whose reading fell due while the dashboard was watched
 * (useReadingBell's `calling`), each a button that scrolls to the card and focuses it. It stays until the
 * nurse closes it or every patient named has had a reading; bottom right, clear of the header and the toolbar.
 */
export function useBellNotice({
  calling,
  cards,
  onGo,
  onDismiss,
}: {
  calling: readonly number[];
  cards: readonly WatchedCard[];
  onGo: (id: number) => void;
  onDismiss: () => void;
}): void {
  const { notification } = App.useApp();
  const named = calling.flatMap((id) => cards.find((card) => card.id === id) ?? []);
  // The notice is opened again only when whom it names changes, not on every tick or reload.
  const namesKey = named.map((card) => `${card.id}:${card.shift}:${card.name}`).join('|');
  const latest = useRef({ named, onGo, onDismiss });
  latest.current = { named, onGo, onDismiss };

  // biome-ignore lint/correctness/useExhaustiveDependencies: namesKey stands for `named` (read from latest)
  useEffect(() => {
    const { named: now } = latest.current;
    if (now.length === 0) {
      notification.destroy(KEY);
      return;
    }
    notification.warning({
      key: KEY,
      icon: <BellOutlined style={{ color: '#cf1322' }} />,
      // No count in the title: it names whom the bell rang for, while the headers count every overdue card.
      title: now.length === 1 ? 'Reading overdue' : 'Readings overdue',
      description: <BellNames cards={now} onGo={(id) => latest.current.onGo(id)} />,
      duration: false,
      placement: 'bottomRight',
      // Narrower than antd's 384 px: on a 1024 px tablet it covers less of the third column of cards.
      style: { width: 320 },
      onClose: () => latest.current.onDismiss(),
      props: { 'data-testid': 'reading-bell-notice' },
    });
  }, [namesKey, notification]);

  // Leaving the dashboard takes the notice with it.
  useEffect(() => () => notification.destroy(KEY), [notification]);
}
