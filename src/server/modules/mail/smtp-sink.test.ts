import { describe, expect, it } from 'vitest';
import { decodeMime } from './smtp-sink';

describe('decodeMime', () => {
  it("keeps a wrapped link whose next line starts with '--': only the message's boundaries split parts", () => {
    const raw = [
      'Content-Type: multipart/alternative;',
      ' boundary="--_NmP-abc"',
      '',
      '----_NmP-abc',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'http://localhost/api/auth/verify-email?token=3Dab=',
      '--cd&callbackURL=3D%2Fauth',
      '----_NmP-abc--',
      '',
    ].join('\r\n');
    expect(decodeMime(raw)).toContain(
      'http://localhost/api/auth/verify-email?token=ab--cd&callbackURL=%2Fauth',
    );
  });
});
