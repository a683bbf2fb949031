import '../../support/dom';
import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveLanguage, setLanguageSource } from '../../../../../preload/i18n';
import ConnectScreen from '../../../../../renderer/src/features/connect/ConnectScreen.svelte';
import { renderWith, startApp } from '../../support/app';
import { EMPTY_STATUS, fakeBridge } from '../../support/fake-bridge';

async function firstRun(status = EMPTY_STATUS) {
  const { app, bridge } = await startApp(fakeBridge({ status }));
  const onconnected = vi.fn();
  renderWith(ConnectScreen, app, { onconnected });
  return { app, bridge, onconnected };
}

describe('ConnectScreen', () => {
  it('offers production, sandbox, a custom URL and demo data, and says where the key is kept', async () => {
    await firstRun();
    for (const name of ['Production', 'Sandbox (test data)', 'Custom base URL']) {
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Explore with demo data' })).toBeTruthy();
    expect(screen.getByText('GNOME Keyring (libsecret)')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Base URL' })).toBeNull();
    await fireEvent.click(screen.getByRole('radio', { name: 'Custom base URL' }));
    expect(screen.getByRole('textbox', { name: 'Base URL' })).toBeTruthy();
  });

  it('masks the key, with a toggle to show it', async () => {
    await firstRun();
    const key = screen.getByLabelText('API key') as HTMLInputElement;
    expect(key.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show key' });
    await fireEvent.click(toggle);
    expect(key.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('explains a rejected key in words with its code', async () => {
    const { bridge, onconnected } = await firstRun();
    bridge.answer('connect', () => {
      throw {
        code: 'ATH-100',
        message:
          'The API key was rejected as missing or invalid (ATH-100). It was sent to sandbox: is it a production key?',
      };
    });
    await fireEvent.click(screen.getByRole('radio', { name: 'Sandbox (test data)' }));
    await fireEvent.input(screen.getByLabelText('API key'), { target: { value: 'wrong' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('.title')?.textContent).toBe('⚠\u00a0The API key was rejected as missing or invalid');
    expect(alert.textContent).toContain('is it a production key?');
    expect(alert.textContent).toContain('A production key does not work on the sandbox');
    expect(alert.textContent).toContain('Code: ATH-100');
    expect(bridge.calls.connect).toHaveBeenCalledWith({
      environment: 'sandbox',
      baseUrl: undefined,
      apiKey: 'wrong',
      weakPolicy: undefined,
    });
    expect(onconnected).not.toHaveBeenCalled();
  });

  it('moves focus to a refusal, which the disabled Connect button would otherwise drop on the page', async () => {
    const { bridge } = await firstRun();
    bridge.answer('connect', () => {
      throw {
        code: 'ATH-100',
        message:
          'The API key was rejected as missing or invalid (ATH-100). It was sent to production: is it a sandbox key?',
      };
    });
    await fireEvent.input(screen.getByLabelText('API key'), { target: { value: 'wrong' } });
    screen.getByRole('button', { name: 'Connect' }).focus();
    await fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
  });

  it("shows a rejected key's code once, with a space after the warning sign", async () => {
    const { bridge } = await firstRun();
    bridge.answer('connect', () => {
      throw {
        code: 'ATH-100',
        message: 'The API key was rejected as missing or invalid (ATH-100). Check the key and the base URL.',
      };
    });
    await fireEvent.input(screen.getByLabelText('API key'), { target: { value: 'wrong' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.match(/ATH-100/g)).toHaveLength(1);
    expect(alert.textContent).toContain('Code: ATH-100');
    expect(alert.textContent).toContain('Check the key and the base URL.');
    expect(alert.querySelector('.title')?.textContent).toBe('⚠\u00a0The API key was rejected as missing or invalid');
  });

  it('does not give production/sandbox advice for a custom server', async () => {
    const { bridge } = await firstRun();
    bridge.answer('connect', () => {
      throw { code: 'ATH-100', message: 'The API key was rejected as missing or invalid (ATH-100).' };
    });
    await fireEvent.click(screen.getByRole('radio', { name: 'Custom base URL' }));
    await fireEvent.input(screen.getByRole('textbox', { name: 'Base URL' }), {
      target: { value: 'https://x.example/api/1_12' },
    });
    await fireEvent.input(screen.getByLabelText('API key'), { target: { value: 'wrong' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toMatch(/sandbox|production/i);
    expect(alert.textContent).toContain('issued for this server');
  });

  it('after a rejected key, brings the Connect button into view (the error sits just above it)', async () => {
    const { bridge } = await firstRun();
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      bridge.answer('connect', () => {
        throw { code: 'ATH-100', message: 'The API key was rejected as missing or invalid (ATH-100).' };
      });
      await fireEvent.input(screen.getByLabelText('API key'), { target: { value: 'wrong' } });
      await fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
      await screen.findByRole('alert');
      await waitFor(() => expect(scrolled.length).toBeGreaterThan(0));
      const target = scrolled[scrolled.length - 1]!;
      expect(target.contains(screen.getByRole('button', { name: 'Connect' }))).toBe(true);
      expect(target.previousElementSibling?.querySelector('[role="alert"]')).not.toBeNull();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('asks for a key before calling main', async () => {
    const { bridge } = await firstRun();
    await fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The API key is missing');
    expect(bridge.calls.connect).not.toHaveBeenCalled();
  });

  it('connects to a custom server and reports success', async () => {
    const { bridge, onconnected } = await firstRun();
    await fireEvent.click(screen.getByRole('radio', { name: 'Custom base URL' }));
    await fireEvent.input(screen.getByRole('textbox', { name: 'Base URL' }), {
      target: { value: ' https://x.example/api/1_12 ' },
    });
    await fireEvent.input(screen.getByLabelText('API key'), { target: { value: 'k' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(onconnected).toHaveBeenCalled());
    expect(bridge.calls.connect).toHaveBeenCalledWith(
      expect.objectContaining({ environment: 'custom', baseUrl: 'https://x.example/api/1_12' }),
    );
  });

  it('starts the demo', async () => {
    const { bridge, onconnected } = await firstRun();
    await fireEvent.click(screen.getByRole('button', { name: 'Explore with demo data' }));
    await waitFor(() => expect(onconnected).toHaveBeenCalled());
    expect(bridge.calls.startDemo).toHaveBeenCalled();
  });

  it('without a keychain (basic_text), the weak-protection choice must be made', async () => {
    const { bridge } = await firstRun({ ...EMPTY_STATUS, keychainBackend: 'basic_text' });
    expect(screen.getByText('How should the key be kept?')).toBeTruthy();
    await fireEvent.input(screen.getByLabelText('API key'), { target: { value: 'k' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Choose how to keep the key');
    await fireEvent.click(screen.getByRole('radio', { name: /Remember it on this computer/ }));
    await fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(bridge.calls.connect).toHaveBeenCalledWith(expect.objectContaining({ weakPolicy: 'remember-weak' })),
    );
  });
});

describe('ConnectScreen in Spanish', () => {
  afterEach(() => setLanguageSource(() => resolveLanguage('en', ['en-US'])));

  it("names the failure's code in Spanish", async () => {
    setLanguageSource(() => resolveLanguage('es', ['es-US']));
    const { bridge } = await firstRun();
    bridge.answer('connect', () => {
      throw { code: 'ATH-100', message: 'El servidor rechazó la clave de API: falta o no es válida (ATH-100).' };
    });
    await fireEvent.input(screen.getByLabelText('Clave de API'), { target: { value: 'wrong' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Conectar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('.code')?.textContent).toBe('Código: ATH-100');
  });
});
