import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { daFixture } from './da-fixture.ts';
import { DaSummary } from './da-summary.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en-US');
});

const screened = daFixture({ pda_screening_summary: 'Pilotage agreed at the tariff.' });

describe('the DA summary notes', () => {
  it("label a note with the language's colon", async () => {
    render(<DaSummary da={screened} />);
    expect(screen.getByTestId('da-note-pdaSummary').textContent).toBe(
      'PDA screening summary: Pilotage agreed at the tariff.',
    );
    cleanup();

    await i18n.changeLanguage('zh-CN');
    render(<DaSummary da={screened} />);
    expect(screen.getByTestId('da-note-pdaSummary').textContent).toBe(
      'PDA 审核意见：Pilotage agreed at the tariff.',
    );
  });
});
