import { FilterOutlined } from '@ant-design/icons';
import { Button, Popover, Radio } from 'antd';
import { useState } from 'react';
import { SEARCH_MODE_OPTIONS, type SearchMode } from './search-mode.ts';

/** The search-mode popover (spec 000 section 2): Search Daily, Search Current Centre, Search All Centres. */
export function SearchModePopover({
  mode,
  onChange,
}: {
  mode: SearchMode;
  onChange: (mode: SearchMode) => void;
}) {
  const [open, setOpen] = useState(false);
  // The button names the mode without the word "Search", so the one button called Search stays the submit.
  const label = SEARCH_MODE_OPTIONS.find((o) => o.value === mode)?.label.replace(/^Search /, '');
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomLeft"
      content={
        <Radio.Group
          aria-label="Search mode"
          value={mode}
          vertical
          options={SEARCH_MODE_OPTIONS}
          onChange={(event) => {
            setOpen(false);
            onChange(event.target.value as SearchMode);
          }}
        />
      }
    >
      <Button icon={<FilterOutlined />} data-testid="search-mode" aria-haspopup="dialog">
        {label}
      </Button>
    </Popover>
  );
}
