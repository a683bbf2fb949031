/**
 * A hostile server for the key-redaction tests: a proxy in front of the simulator that, when
 * told to, answers with the request's own API key echoed wherever the test puts it (an error
 * code or text, a field of an answer), over real HTTP.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Hostility = (req: IncomingMessage, key: string) => { status: number; body: unknown } | undefined;
export type Rewrite = (path: string, body: unknown, key: string) => unknown;

export interface KeyEchoingProxy {
  /** Base URL, ending in /api/1_12. */
  url: string;
  /** Answers instead of the simulator when it returns something. */
  hostility: Hostility;
  /** Changes a proxied answer of the simulator. */
  rewrite: Rewrite;
  /** Back to a plain proxy. */
  reset(): void;
  close(): Promise<void>;
}

/** Server text with the key starting at `at`. */
export const echoAt = (at: number, key: string) => `${'x'.repeat(at)}${key} is not a key of this site`;

/** Every `length`-character piece of `key` that occurs in `text`. */
export function keyPiecesIn(text: string, key: string, length: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i + length <= key.length; i++) {
    const piece = key.slice(i, i + length);
    if (text.includes(piece)) pieces.push(piece);
  }
  return pieces;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

export async function startKeyEchoingProxy(simulatorUrl: () => string): Promise<KeyEchoingProxy> {
  const plain = { hostility: (() => undefined) as Hostility, rewrite: ((_p, body) => body) as Rewrite };
  const proxy: Omit<KeyEchoingProxy, 'url' | 'close'> = {
    ...plain,
    reset: () => Object.assign(proxy, plain),
  };
  const server = createServer((req, res) => {
    void (async () => {
      const key = String(req.headers['x-api-key'] ?? '');
      const hostile = proxy.hostility(req, key);
      const body = await readBody(req);
      if (hostile) {
        res.writeHead(hostile.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(hostile.body));
        return;
      }
      const path = (req.url ?? '/').replace(/^\/api\/1_12/, '');
      const answer = await fetch(`${simulatorUrl()}${path}`, {
        method: req.method,
        headers: { 'X-API-KEY': key, 'Content-Type': 'application/json' },
        body: body === '' ? undefined : body,
      });
      const text = await answer.text();
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.ok ? JSON.stringify(proxy.rewrite(path, JSON.parse(text), key)) : text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(proxy, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/1_12`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
