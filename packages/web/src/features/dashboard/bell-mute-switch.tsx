import { MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { Flex, Switch, Tooltip, Typography } from 'antd';

/** The reading bell's mute switch (remembered in this browser by useBellMuted). */
export function BellMuteSwitch({ muted, onChange }: { muted: boolean; onChange: (muted: boolean) => void }) {
  return (
    <Tooltip
      title={
        muted
          ? 'The reading bell is muted: it still names the patients whose reading is due'
          : 'A bell sounds and names the patient when a card falls due for a reading'
      }
    >
      <Flex gap={8} align="center" data-testid="bell-mute">
        <Switch
          checked={muted}
          onChange={onChange}
          aria-label="Mute reading bell"
          checkedChildren={<MutedOutlined />}
          unCheckedChildren={<SoundOutlined />}
        />
        <Typography.Text type="secondary" aria-hidden>
          Mute bell
        </Typography.Text>
      </Flex>
    </Tooltip>
  );
}
