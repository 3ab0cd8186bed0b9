import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { i18n } from '../../../lib/i18n.ts';
import { vesselSections } from './vessel-fields.ts';
import { VesselFormField } from './vessel-form-field.tsx';

afterEach(cleanup);

const fields = vesselSections
  .flatMap((section) => section.fields)
  .filter((f) => ['name', 'imo', 'dwt'].includes(f.name));

function renderForm(onFinish: (values: unknown) => void) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <Form onFinish={onFinish}>
          {fields.map((field) => (
            <VesselFormField key={field.name} field={field} />
          ))}
          <button type="submit">submit</button>
        </Form>
      </App>
    </QueryClientProvider>,
  );
}

describe('VesselFormField', () => {
  // antd forms render slowly in jsdom on a busy machine.
  it('passes typed values to the form and applies the IMO and measure rules', {
    timeout: 20_000,
  }, async () => {
    await i18n.changeLanguage('en-US');
    const onFinish = vi.fn();
    renderForm(onFinish);
    fireEvent.change(screen.getByTestId('vessel-field-name'), { target: { value: 'Sea Lark' } });
    fireEvent.change(screen.getByTestId('vessel-field-imo'), { target: { value: '9074728' } });
    fireEvent.change(screen.getByTestId('vessel-field-dwt'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByText('submit'));
    expect(await screen.findByText(/its last digit does not match the check digit/)).toBeTruthy();
    expect(await screen.findByText(/up to 2 decimals/)).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('vessel-field-imo'), { target: { value: '9074729' } });
    fireEvent.change(screen.getByTestId('vessel-field-dwt'), { target: { value: '58609.5' } });
    fireEvent.click(screen.getByText('submit'));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ name: 'Sea Lark', imo: '9074729', dwt: '58609.5' }),
    );
  });
});
