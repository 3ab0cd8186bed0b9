import { PassThrough } from 'node:stream';
import type { Locale, NotificationStreamEvent } from '@portledger/contracts';

/** A client that reads this slowly is dropped (it reconnects and resynchronises). */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** One open text/event-stream response: the body Fastify sends, and what we write into it. */
export class SseStream {
  readonly body = new PassThrough();
  #isOpen = true;

  constructor(
    readonly userId: number,
    readonly sessionId: number,
    /** The language the stream's request asked for: new notifications are sent in it. */
    readonly locale: Locale = 'en-US',
  ) {
    this.body.on('close', () => {
      this.#isOpen = false;
    });
  }

  get isOpen() {
    return this.#isOpen;
  }

  send({ event, data }: NotificationStreamEvent) {
    this.#write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A comment line: keeps proxies and the client's watchdog from taking silence for a dead link. */
  heartbeat() {
    this.#write(': heartbeat\n\n');
  }

  close() {
    if (!this.#isOpen) return;
    this.#isOpen = false;
    this.body.end();
  }

  #write(text: string) {
    if (!this.#isOpen) return;
    if (this.body.writableLength > MAX_BUFFERED_BYTES) return this.close();
    this.body.write(text);
  }
}
