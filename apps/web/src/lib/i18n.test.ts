import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { currentLocale, i18n, pickInitialLocale, switchLocale } from './i18n.ts';
import { getStored } from './storage.ts';

describe('initial locale', () => {
  it('prefers the stored choice', () => {
    expect(pickInitialLocale('en-US', ['zh-CN'])).toBe('en-US');
    expect(pickInitialLocale('zh-CN', ['en-GB'])).toBe('zh-CN');
  });
  it('else takes the browser language when it is Chinese or English', () => {
    expect(pickInitialLocale(undefined, ['en-GB', 'zh-CN'])).toBe('en-US');
    expect(pickInitialLocale(undefined, ['fr-FR', 'zh-TW'])).toBe('zh-CN');
    expect(pickInitialLocale('de-DE', ['EN'])).toBe('en-US');
  });
  it('else falls back to Chinese', () => {
    expect(pickInitialLocale(undefined, [])).toBe('zh-CN');
    expect(pickInitialLocale(undefined, ['fr-FR', 'de'])).toBe('zh-CN');
  });
});

describe('switching language', () => {
  it('persists the choice and reloads, and does nothing for the current one', async () => {
    await i18n.changeLanguage('en-US');
    const reload = vi.fn();
    switchLocale('en-US', reload);
    expect(reload).not.toHaveBeenCalled();
    switchLocale('zh-CN', reload);
    expect(getStored('locale')).toBe('zh-CN');
    expect(reload).toHaveBeenCalledOnce();
    expect(currentLocale()).toBe('en-US');
  });
  it('translates in both languages, placeholders included', async () => {
    await i18n.changeLanguage('en-US');
    expect(i18n.t('auth.login.submit')).toBe('Sign in');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('auth.login.submit')).toBe('登录');
    expect(i18n.t('common.required', { field: '用户名' })).toBe('用户名为必填项');
  });
});

describe('dates in Chinese', () => {
  it('show and parse the same "01 Dec 2026" a date picker uses in both languages', () => {
    const date = dayjs('2026-12-01').locale('zh-cn');
    expect(date.format('DD MMM YYYY')).toBe('01 Dec 2026');
    expect(dayjs('01 Dec 2026', 'DD MMM YYYY', 'zh-cn', true).format('YYYY-MM-DD')).toBe('2026-12-01');
    // The rest of the Chinese locale stays: weekdays and long month names.
    expect(date.format('dddd MMMM')).toBe('星期二 十二月');
  });
});
