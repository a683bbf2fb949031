import { describe, expect, it } from 'vitest';
import { mailtoUrl, telUrl } from '../../../../renderer/src/shared/contact-url';
import { externalUrlAllowed } from '../../../../main/core/security/url-policy';

describe('contact links', () => {
  it.each([
    ['ana.garcia@example.com', 'mailto:ana.garcia@example.com'],
    ['  ops@venue.example  ', 'mailto:ops@venue.example'],
  ])('mails %j', (email, url) => {
    expect(mailtoUrl(email)).toBe(url);
  });

  it.each(['', 'not an address', 'a@b', 'x@y.com?cc=boss@evil.com', 'a b@c.com'])(
    'gives no mail link for %j',
    (email) => {
      expect(mailtoUrl(email)).toBeUndefined();
    },
  );

  it.each([
    ['+1 (555) 014-2233', 'tel:+15550142233'],
    ['030 123 456', 'tel:030123456'],
    ['555.0142', 'tel:5550142'],
  ])('dials %j', (phone, url) => {
    expect(telUrl(phone)).toBe(url);
  });

  it.each(['', 'ask at the desk', '12', '+1 555 0142 ext. 3', '*21#'])('gives no phone link for %j', (phone) => {
    expect(telUrl(phone)).toBeUndefined();
  });

  it('builds only links that main lets out', () => {
    for (const url of [mailtoUrl('ana.garcia@example.com'), telUrl('+1 (555) 014-2233'), telUrl('030 123 456')]) {
      expect(externalUrlAllowed(url ?? '')?.href).toBe(url);
    }
  });
});
