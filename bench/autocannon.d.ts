// autocannon ships no types: the part of its API the harness uses (autocannon 9, README "API").
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Client extends EventEmitter {
    setHeaders(headers: Record<string, string>): void;
    setBody(body: string | Buffer): void;
    setHeadersAndBody(headers: Record<string, string>, body: string | Buffer): void;
    /** Replaces the request this connection sends next; unset fields take the instance's. */
    setRequest(request: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }): void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupClient?: (client: Client) => void;
    /** Sent in turn; `setupRequest` builds each one anew before it is sent. */
    requests?: {
      method?: string;
      setupRequest?: (request: { path: string; method: string }) => { path: string; method: string };
    }[];
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  export interface Instance extends EventEmitter {
    stop(): void;
    on(
      event: 'response',
      listener: (client: Client, status: number, bytes: number, ms: number) => void,
    ): this;
    on(event: 'done', listener: (result: Result) => void): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
