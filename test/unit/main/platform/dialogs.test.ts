import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCsvSaver } from '../../../../main/platform/dialogs.js';
import { toCsv } from '../../../../renderer/src/shared/csv.js';
import { fakeElectron } from '../../../fakes/electron.js';
import { asWindow, useFreshPlatform } from './helpers.js';

const dir = useFreshPlatform('dialogs-');

const { dialog } = fakeElectron;

beforeEach(() => fakeElectron.setUserDataDir(dir()));

const saveCsv = createCsvSaver(() => undefined);

describe('saveCsv', () => {
  it('suggests the name in Documents with a CSV filter, and writes UTF-8 with a BOM', async () => {
    const target = path.join(dir(), 'shifts.csv');
    dialog.saveDialogResults.push({ canceled: false, filePath: target });
    const csv = 'name,role\r\nZoë Müller,Équipe\r\n';
    await expect(saveCsv('shifts', csv)).resolves.toEqual({ saved: true, path: target });

    expect(dialog.calls[0]?.options).toMatchObject({
      defaultPath: path.join(fakeElectron.app.getPath('documents'), 'shifts.csv'),
      filters: [{ name: expect.any(String), extensions: ['csv'] }],
    });
    const bytes = fs.readFileSync(target);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(csv);
  });

  it('gives an export built by the renderer exactly one byte-order mark', async () => {
    const target = path.join(dir(), 'dashboard.csv');
    dialog.saveDialogResults.push({ canceled: false, filePath: target });
    await saveCsv('dashboard', toCsv(['event', 'filled'], [['Zoë Fest', 3]]));
    const text = fs.readFileSync(target, 'utf8');
    expect(text.match(/\uFEFF/g)).toEqual(['\uFEFF']);
    expect(text).toBe('\uFEFFevent,filled\r\nZoë Fest,3\r\n');
  });

  it('keeps a suggested .csv name as it is and adds .csv to a chosen name without extension', async () => {
    dialog.saveDialogResults.push({ canceled: false, filePath: path.join(dir(), 'report') });
    await expect(saveCsv('report.csv', 'a')).resolves.toEqual({ saved: true, path: path.join(dir(), 'report.csv') });
    expect(dialog.calls[0]?.options).toMatchObject({ defaultPath: expect.stringMatching(/[/\\]report\.csv$/) });
  });

  it('writes nothing when the user cancels', async () => {
    await expect(saveCsv('x', 'a')).resolves.toEqual({ saved: false, path: undefined });
    expect(fs.readdirSync(dir())).toEqual([]);
  });

  it('attaches the dialog to the window when there is one', async () => {
    const window = new fakeElectron.BrowserWindow();
    await createCsvSaver(() => asWindow(window))('x', 'a');
    expect(dialog.calls).toHaveLength(1);
  });

  it('reports a write failure as a failure the user can act on', async () => {
    dialog.saveDialogResults.push({ canceled: false, filePath: path.join(dir(), 'missing-folder', 'x.csv') });
    await expect(saveCsv('x', 'a')).rejects.toMatchObject({
      code: 'save-failed',
      message: expect.stringContaining('ENOENT'),
    });
  });
});
