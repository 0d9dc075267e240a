import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AlertValue } from './alert-value.tsx';

describe('a red derived value', () => {
  it('carries a warning icon with its reason, not colour alone', () => {
    const html = renderToStaticMarkup(<AlertValue alert>175 min</AlertValue>);
    expect(html).toContain('aria-label="Outside the expected range"');
    expect(html).toContain('175 min');
  });

  it('a value in range has no icon', () => {
    expect(renderToStaticMarkup(<AlertValue alert={false}>240 min</AlertValue>)).not.toContain('aria-label');
  });
});
