import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredRangePicker } from './deferred-range-picker.tsx';

afterEach(cleanup);

const placeholder: [string, string] = ['ETA from', 'ETA to'];

describe('DeferredRangePicker', () => {
  it('shows the placeholders, or the chosen dates in the picker format, before antd is loaded', () => {
    const { rerender } = render(
      <DeferredRangePicker placeholder={placeholder} value={[undefined, undefined]} onChange={() => {}} />,
    );
    const box = screen.getByTestId('range-picker-placeholder');
    expect(box.textContent).toContain('ETA from');
    expect(box.textContent).toContain('ETA to');
    rerender(
      <DeferredRangePicker placeholder={placeholder} value={['2026-12-01', undefined]} onChange={() => {}} />,
    );
    expect(box.textContent).toContain('01 Dec 2026');
    expect(box.textContent).toContain('ETA to');
  });
});
