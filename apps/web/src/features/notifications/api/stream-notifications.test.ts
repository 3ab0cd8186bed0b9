import { createSseParser, type Notification, type SseMessage } from '@portledger/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BELL_QUERY } from './get-unread-notifications.ts';
import { notificationKeys } from './keys.ts';
import { createStreamCache } from './stream-cache.ts';
import { parseStreamEvent, reconnectDelay } from './stream-notifications.ts';

const sample: Notification = {
  id: 7,
  title: 'New appointment PC-1',
  content: 'Please accept or decline.',
  business_area: 'PORT_CALL',
  severity: 'info',
  link: '/das-mgmt/1',
  read_at: null,
  created_at: '2026-03-05T10:00:00.000Z',
};

describe('the SSE parser', () => {
  it('reads events split anywhere across chunks, skips heartbeats, joins data lines', () => {
    const seen: SseMessage[] = [];
    const feed = createSseParser((message) => seen.push(message));
    const text =
      'retry: 5000\n\n: heartbeat\n\nevent: unread\ndata: {"unread_count":3}\n\n' +
      'event: notification\r\ndata: {"a":\r\ndata: 1}\r\n\r\ndata: plain\n\n';
    for (const char of text) feed(char);
    expect(seen).toEqual([
      { event: 'unread', data: '{"unread_count":3}' },
      { event: 'notification', data: '{"a":\n1}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('waits for the blank line before dispatching', () => {
    const seen: SseMessage[] = [];
    const feed = createSseParser((message) => seen.push(message));
    feed('event: unread\ndata: {"unread_count":1}\n');
    expect(seen).toEqual([]);
    feed('\n');
    expect(seen).toHaveLength(1);
  });
});

describe('stream events', () => {
  it('are checked for the fields the bell relies on; unknown or malformed ones are dropped', () => {
    expect(parseStreamEvent('unread', '{"unread_count":2}')).toEqual({
      event: 'unread',
      data: { unread_count: 2 },
    });
    expect(parseStreamEvent('notification', JSON.stringify(sample))).toEqual({
      event: 'notification',
      data: sample,
    });
    expect(parseStreamEvent('unread', '{"unread_count":-1}')).toBeNull();
    expect(parseStreamEvent('unread', 'not json')).toBeNull();
    expect(parseStreamEvent('something-new', '{}')).toBeNull();
  });
});

describe('reconnecting', () => {
  it('backs off exponentially with jitter, up to 30 s', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1_000);
    expect(reconnectDelay(3, () => 1)).toBe(8_000);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
    expect(reconnectDelay(20, () => 0)).toBe(15_000);
  });
});

describe('the stream cache', () => {
  afterEach(() => vi.useRealTimers());

  function setup() {
    vi.useFakeTimers();
    const client = new QueryClient();
    const bellKey = notificationKeys.list('unread', BELL_QUERY);
    client.setQueryData(bellKey, { objects: [], page: { page: 1, per_page: 10, total_count: 2 } });
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    return { client, bellKey, invalidate, cache: createStreamCache(client) };
  }

  it('writes a new unread count into the bell at once and refetches the lists once per burst', () => {
    const { client, bellKey, invalidate, cache } = setup();
    const toasts: Notification[] = [];
    cache.apply({ event: 'notification', data: sample }, (n) => toasts.push(n));
    cache.apply({ event: 'unread', data: { unread_count: 3 } }, () => undefined);
    expect(client.getQueryData<{ page: { total_count: number } }>(bellKey)?.page.total_count).toBe(3);
    expect(toasts).toEqual([sample]);
    vi.advanceTimersByTime(200);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications', 'list'] });
  });

  it('does not refetch when the count it hears is the one it holds, unless it reconnected', () => {
    const { invalidate, cache } = setup();
    cache.apply({ event: 'unread', data: { unread_count: 2 } }, () => undefined);
    vi.advanceTimersByTime(200);
    expect(invalidate).not.toHaveBeenCalled();
    cache.reconnecting();
    cache.apply({ event: 'unread', data: { unread_count: 2 } }, () => undefined);
    vi.advanceTimersByTime(200);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
