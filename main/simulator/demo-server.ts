/**
 * Demo mode's simulator, in this process, on a random key and port, moving placed orders along
 * as the office would. Its modules are loaded on first use: most starts never need them.
 */
import { randomBytes } from 'node:crypto';
import type { DemoServer } from '../core/connection.js';

export async function startDemoServer(): Promise<DemoServer> {
  const [{ startSimulator }, { DEMO_PROGRESS }] = await Promise.all([
    import('./server.js'),
    import('./order-moves.js'),
  ]);
  const server = await startSimulator({
    apiKey: randomBytes(16).toString('hex'),
    port: 0,
    autoProgressOrders: DEMO_PROGRESS,
  });
  return { baseUrl: server.url, apiKey: server.apiKey, close: () => server.close() };
}
