import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { TextModal } from './text-modal.tsx';

afterEach(cleanup);
const SLOW = 60_000;

describe('the text of an action (decline reason, query, answer)', () => {
  it(
    'marks an empty text under the field and sends nothing, without an uncaught rejection',
    async () => {
      const rejections: unknown[] = [];
      const onRejection = (reason: unknown) => rejections.push(reason);
      process.on('unhandledRejection', onRejection);
      try {
        const onSubmit = vi.fn().mockResolvedValue(true);
        const onClose = vi.fn();
        render(
          <App>
            <TextModal
              open
              danger
              testId="da-decline-reason"
              title="Decline FDA PL-2026-000009"
              label="Reason"
              requiredMessage="Write the reason for declining"
              okText="Decline FDA"
              onSubmit={onSubmit}
              onClose={onClose}
            />
          </App>,
        );
        fireEvent.click(screen.getByRole('button', { name: 'Decline FDA' }));
        expect(await screen.findByText('Write the reason for declining')).toBeTruthy();
        // Give a rejection the turns it needs to be reported as unhandled.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(rejections).toEqual([]);
        expect(onSubmit).not.toHaveBeenCalled();
        expect(onClose).not.toHaveBeenCalled();

        fireEvent.change(screen.getByTestId('da-decline-reason'), {
          target: { value: '  Tug receipt missing ' },
        });
        fireEvent.click(screen.getByRole('button', { name: 'Decline FDA' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Tug receipt missing'));
        await waitFor(() => expect(onClose).toHaveBeenCalled());
      } finally {
        process.off('unhandledRejection', onRejection);
      }
    },
    SLOW,
  );
});
