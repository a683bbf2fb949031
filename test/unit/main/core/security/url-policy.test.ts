import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, APP_ORIGIN } from '../../../../../main/core/app-origin.js';
import { externalUrlAllowed, isAppUrl } from '../../../../../main/core/security/url-policy.js';

describe('externalUrlAllowed', () => {
  it.each([
    ['https://example.com/help', 'https://example.com/help'],
    ['HTTPS://Example.COM', 'https://example.com/'],
    ['https://example.com:8443/a?b=c#d', 'https://example.com:8443/a?b=c#d'],
    ['mailto:ops@example.com', 'mailto:ops@example.com'],
    ['mailto:ops@example.com?subject=Shift%2042', 'mailto:ops@example.com?subject=Shift%2042'],
  ])('allows %s as the normalised URL', (raw, href) => {
    expect(externalUrlAllowed(raw)?.href).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'file:///etc/passwd',
    'file://C:/Windows/System32/calc.exe',
    'data:text/html,<script>alert(1)</script>',
    'http://example.com',
    'blob:https://example.com/1234',
    'ftp://example.com/file',
    'app://field-supervisor/index.html',
    'vbscript:msgbox(1)',
    'smb://server/share',
    'ms-settings:privacy',
    '//example.com/no-scheme',
    '/relative/path',
    '',
  ])('refuses the scheme or shape of %j', (raw) => {
    expect(externalUrlAllowed(raw)).toBeNull();
  });

  it.each([
    'https://user:pass@example.com/',
    'https://bank.example.com@evil.example/',
    'https://user@example.com/',
    'mailto://user:pass@example.com',
  ])('refuses credentials in %j', (raw) => {
    expect(externalUrlAllowed(raw)).toBeNull();
  });

  it.each([
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000https://example.com',
    'https://example.com/\u0007',
    'https://exa\u200bmple.com/',
    'https://example.com/\u202egnp.exe',
    'https://example.com/ space',
    'https://example.com\r\n',
  ])('refuses whitespace and control-character tricks in %j', (raw) => {
    expect(externalUrlAllowed(raw)).toBeNull();
  });

  it.each([
    ['tel:+4930123456', 'tel:+4930123456'],
    ['tel:555-0142', 'tel:555-0142'],
    ['tel:+1.(555).0142', 'tel:+1.(555).0142'],
  ])('allows the phone number %s', (raw, href) => {
    expect(externalUrlAllowed(raw)?.href).toBe(href);
  });

  it.each([
    'tel:',
    'tel:12',
    'tel:call-me',
    'tel:+49;ext=12',
    'tel:+4930123456?body=x',
    'tel:+4930123456#x',
    'tel://+4930123456',
    'tel:*21*555#',
    'tel:+49 30 123456',
  ])('refuses %j as a phone link (not only a number)', (raw) => {
    expect(externalUrlAllowed(raw)).toBeNull();
  });

  it.each([
    ['mailto:ops@example.com?subject=Shift&body=Hi%20there', 'mailto:ops@example.com?subject=Shift&body=Hi%20there'],
    [
      'mailto:a@example.com,b@example.com?cc=c@example.com&bcc=d@example.com',
      'mailto:a@example.com,b@example.com?cc=c@example.com&bcc=d@example.com',
    ],
    ['mailto:?subject=Shift%2042', 'mailto:?subject=Shift%2042'],
    ['mailto:ops@example.com?Subject=Shift', 'mailto:ops@example.com?Subject=Shift'],
    [
      'mailto:ops@example.com?body=a%26attach%3D%2Fetc%2Fpasswd',
      'mailto:ops@example.com?body=a%26attach%3D%2Fetc%2Fpasswd',
    ],
  ])('allows the mail draft %s (subject, body, cc, bcc only)', (raw, href) => {
    expect(externalUrlAllowed(raw)?.href).toBe(href);
  });

  it.each([
    'mailto:?attach=/etc/passwd',
    'mailto:ops@example.com?attach=/etc/passwd',
    'mailto:ops@example.com?subject=x&attach=%2Fetc%2Fpasswd',
    'mailto:ops@example.com?ATTACH=/etc/passwd',
    'mailto:ops@example.com?%61ttach=/etc/passwd',
    'mailto:ops@example.com?attachment=file:///etc/passwd',
    'mailto:ops@example.com?from=ceo@example.com',
    'mailto:ops@example.com?in-reply-to=x',
    'mailto:ops@example.com?to=x@example.com',
    'mailto:ops@example.com%3Fattach=/etc/passwd',
    'mailto:ops@example.com?subject=x#attach=/etc/passwd',
    'mailto:/etc/passwd',
    'mailto:ops@example.com/../x',
    'mailto:not-an-address',
    // Round four: cc and bcc held to the recipients' rule, and no field smuggled after a ";".
    'mailto:a@b.example?cc=c@d.example%3Fattach%3D/etc/passwd',
    'mailto:a@b.example?bcc=c@d.example%26attach%3D%2Fetc%2Fpasswd',
    'mailto:a@b.example?cc=c@d.example%23attach',
    'mailto:a@b.example?cc=not-an-address',
    'mailto:a@b.example?cc=c@d.example;attach=x',
    'mailto:a@b.example?subject=x;attach=/etc/passwd',
    'mailto:a@b.example?subject=x;attach=%2Fetc%2Fpasswd',
    'mailto:a@b.example;attach=x',
    'mailto:a@b.example?body=x%3Battach=y',
  ])('refuses the mail link %j (a field that is not harmless, or a smuggled one)', (raw) => {
    expect(externalUrlAllowed(raw)).toBeNull();
  });

  it('refuses absurdly long URLs and non-strings', () => {
    expect(externalUrlAllowed(`https://example.com/${'a'.repeat(5000)}`)).toBeNull();
    expect(externalUrlAllowed(42 as unknown as string)).toBeNull();
  });
});

describe('isAppUrl', () => {
  it.each([APP_ENTRY_URL, `${APP_ORIGIN}/`, `${APP_ORIGIN}/assets/app.js?v=1#top`, APP_ORIGIN])('accepts %s', (raw) => {
    expect(isAppUrl(raw)).toBe(true);
  });

  it.each([
    'app://field-supervisor.evil.com/',
    'app://field-supervisor@evil/',
    'app://evil@field-supervisor.evil/',
    'app://user:pw@field-supervisor/',
    'app://evil/field-supervisor/',
    'app://field-supervisor:8080/',
    'app://FIELD-SUPERVISOR/',
    'app://field-supervisor%2eevil/',
    'app:///field-supervisor/',
    'app:field-supervisor/index.html',
    'app://field-supervisor\t.evil.com/',
    'apps://field-supervisor/',
    'https://field-supervisor/',
    'file:///field-supervisor/index.html',
    'http://localhost:5173/',
    'about:blank',
    'not a url',
  ])('rejects the look-alike %j', (raw) => {
    expect(isAppUrl(raw)).toBe(false);
  });
});
