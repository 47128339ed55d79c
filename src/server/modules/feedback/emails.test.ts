import { describe, expect, it } from 'vitest';
import { INVITE_TTL_DAYS } from '../../../domain/feedback-rules';
import { renderEmail } from '../mail/templates';

const url = 'https://audit.example/feedback/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

describe('the rater e-mails', () => {
  it('name the founder, carry the link and say how long it works', () => {
    const invite = renderEmail('feedback-invite', { url, founder: 'Sam Rivera' });
    expect(invite.subject).toBe('Sam Rivera would like your view');
    expect(invite.text).toContain(url);
    expect(invite.text).toContain(`works for ${INVITE_TTL_DAYS} days`);
    expect(invite.text).not.toContain('{founder}');
    expect(invite.text.startsWith('Hi there,')).toBe(true);
    expect(invite.html).toContain(`href="${url}"`);
    const reminder = renderEmail('feedback-reminder', { url, founder: 'Sam Rivera' });
    expect(reminder.subject).toBe('Reminder: Sam Rivera would like your view');
    expect(reminder.text).toContain(url);
  });

  it('say “this founder” without a name, capitalised at a sentence start, and escape a name in HTML', () => {
    const invite = renderEmail('feedback-invite', { url, founder: null });
    expect(invite.subject).toBe('This founder would like your view');
    expect(invite.text).toContain('only if this founder asks us to');
    const odd = renderEmail('feedback-invite', { url, founder: 'Sam & Co' });
    expect(odd.html).toContain('Sam &amp; Co would like your view');
  });

  it('need a link', () => {
    expect(() => renderEmail('feedback-invite', { founder: 'Sam' })).toThrow(/needs a link/);
  });
});
