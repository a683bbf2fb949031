import { describe, expect, it } from 'vitest';
import { payloadSchemas } from '../../../../../main/core/ipc/payloads.js';
import { printHandlers } from '../../../../../main/core/print/print-handlers.js';
import type { PrintRequest } from '../../../../../preload/contract.js';

const good: PrintRequest = {
  request: { sheet: 'sign-in', db: 'fieldsup-demo', eventId: '42', allShifts: false },
  paper: 'a4',
  title: 'Sign-in sheet – Gala',
};

describe('print payloads', () => {
  it.each(['print:sheet', 'print:save-pdf'] as const)('%s takes a checked sheet request', (channel) => {
    const schema = payloadSchemas[channel];
    expect(schema.parse(good)).toEqual(good);
    for (const bad of [
      { ...good, paper: 'legal' },
      { ...good, title: '' },
      { ...good, request: { ...good.request, db: '../../etc' } },
      { ...good, request: { ...good.request, eventId: '1/../2' } },
      { ...good, request: { sheet: 'roster', db: 'fieldsup-demo', day: 'tomorrow', eventIds: [] } },
      { ...good, request: { sheet: 'orders', db: 'fieldsup-demo', extra: 1 } },
      { ...good, url: 'https://example.com/' },
    ]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('print handlers', () => {
  it('tell the page to use the browser’s print where main has no printer (the preview)', async () => {
    const handlers = printHandlers({});
    await expect(handlers['print:sheet'](good)).rejects.toMatchObject({ code: 'print-in-browser' });
    await expect(handlers['print:save-pdf'](good)).rejects.toMatchObject({ code: 'print-in-browser' });
  });

  it('hand the request to the platform’s printer', async () => {
    const asked: string[] = [];
    const handlers = printHandlers({
      printer: {
        print: async (r) => (asked.push(`print ${r.title}`), { printed: true }),
        savePdf: async (r) => (asked.push(`pdf ${r.title}`), { saved: true, path: '/tmp/x.pdf' }),
      },
    });
    await expect(handlers['print:sheet'](good)).resolves.toEqual({ printed: true });
    await expect(handlers['print:save-pdf'](good)).resolves.toEqual({ saved: true, path: '/tmp/x.pdf' });
    expect(asked).toEqual(['print Sign-in sheet – Gala', 'pdf Sign-in sheet – Gala']);
  });
});
