import { type EmailCopy, emailsCopy } from '../../../content/emails';
import { feedbackEmailsCopy } from '../../../content/feedback-copy';
import { planEmailsCopy } from '../../../content/plan-copy';
import { observerStatement } from '../../../domain/feedback-observer';
import { escapeHtml } from '../../../domain/sanitize';

/** Our colours: inner purple for actions, ink for text. No external images or fonts. */
const PURPLE = '#5B3CC4';
const INK = '#1B1A21';
const MUTED = '#5F5D6B';
const PAPER = '#F6F4FB';

export type EmailKind =
  | 'confirmation'
  | 'password-reset'
  | 'welcome'
  | 'sign-up-attempt'
  | 'test'
  | 'feedback-invite'
  | 'feedback-reminder'
  | 'plan-check-in-30'
  | 'plan-check-in-60'
  | 'plan-retake';

export type EmailInput = {
  name?: string | null;
  url?: string;
  /** the founder who asks for feedback: fills `{founder}` ('this founder' without a name) */
  founder?: string | null;
  /** lines listed after the paragraphs (a plan's actions) */
  list?: readonly string[];
  /** a one-click unsubscribe link, shown in the footer */
  unsubscribeUrl?: string;
};

export type RenderedEmail = {
  kind: EmailKind;
  subject: string;
  html: string;
  text: string;
  /** extra message headers (List-Unsubscribe) */
  headers?: Record<string, string>;
};

const copyByKind: Record<EmailKind, EmailCopy> = {
  confirmation: emailsCopy.confirmation,
  'password-reset': emailsCopy.passwordReset,
  welcome: emailsCopy.welcome,
  'sign-up-attempt': emailsCopy.signUpAttempt,
  test: emailsCopy.test,
  'feedback-invite': feedbackEmailsCopy.invite,
  'feedback-reminder': feedbackEmailsCopy.reminder,
  'plan-check-in-30': planEmailsCopy.checkIn30,
  'plan-check-in-60': planEmailsCopy.checkIn60,
  'plan-retake': planEmailsCopy.retake,
};

const FOUNDER = '{founder}';

/** Who receives each kind, which the footer's reason follows: an account holder, a rater, a plan's owner. */
const recipientByKind: Record<EmailKind, keyof typeof emailsCopy.footers> = {
  confirmation: 'account',
  'password-reset': 'account',
  welcome: 'account',
  'sign-up-attempt': 'account',
  test: 'account',
  'feedback-invite': 'rater',
  'feedback-reminder': 'rater',
  'plan-check-in-30': 'plan',
  'plan-check-in-60': 'plan',
  'plan-retake': 'plan',
};

/** The copy with `{founder}` filled in, capitalised at a sentence start when there is no name. */
function withFounder(copy: EmailCopy, founder: string | null | undefined): EmailCopy {
  const clean = (founder ?? '').replace(/[\r\n]+/g, ' ').trim();
  const fill = (text: string) =>
    text.includes(FOUNDER) ? observerStatement(text.replaceAll(FOUNDER, '{name}'), clean || null) : text;
  return {
    subject: fill(copy.subject),
    preheader: fill(copy.preheader),
    heading: fill(copy.heading),
    paragraphs: copy.paragraphs.map(fill),
    ...(copy.action ? { action: fill(copy.action) } : {}),
    afterAction: copy.afterAction.map(fill),
  };
}

/** The footer's reason for this recipient, `{founder}` filled in as in the message. */
export function emailFooter(kind: EmailKind, founder: string | null | undefined): string {
  const footer = emailsCopy.footers[recipientByKind[kind]];
  const clean = (founder ?? '').replace(/[\r\n]+/g, ' ').trim();
  return footer.includes(FOUNDER)
    ? observerStatement(footer.replaceAll(FOUNDER, '{name}'), clean || null)
    : footer;
}

function greeting(name: string | null | undefined): string {
  const clean = (name ?? '').replace(/[\r\n]+/g, ' ').trim();
  return clean ? emailsCopy.greeting.replace('{name}', clean) : emailsCopy.greetingWithoutName;
}

/** The message of one kind for one recipient, as HTML and as plain text. */
export function renderEmail(kind: EmailKind, input: EmailInput): RenderedEmail {
  const copy = withFounder(copyByKind[kind], input.founder);
  const hello = greeting(input.name);
  const footer = emailFooter(kind, input.founder);
  const url = copy.action ? input.url : undefined;
  if (copy.action && !url) throw new Error(`The ${kind} e-mail needs a link`);
  const list = (input.list ?? []).map((line) => line.replace(/[\r\n]+/g, ' '));
  const unsubscribe = input.unsubscribeUrl;

  const text = [
    hello,
    '',
    ...copy.paragraphs.flatMap((p) => [p, '']),
    ...(list.length ? [...list.map((line) => `- ${line}`), ''] : []),
    ...(url && copy.action ? [`${copy.action}:`, url, ''] : []),
    ...copy.afterAction.flatMap((p) => [p, '']),
    emailsCopy.signature,
    '',
    '--',
    footer,
    ...(unsubscribe ? ['', planEmailsCopy.unsubscribe, unsubscribe] : []),
    '',
  ].join('\n');

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};">${escapeHtml(p)}</p>`;
  const button =
    url && copy.action
      ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background:${PURPLE};">` +
        `<a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 24px;font-size:16px;font-weight:600;line-height:20px;color:#FFFFFF;text-decoration:none;border-radius:8px;">${escapeHtml(copy.action)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:${MUTED};">${escapeHtml(emailsCopy.linkFallback)}</p>` +
        `<p style="margin:0 0 24px;font-size:13px;line-height:20px;word-break:break-all;"><a href="${escapeHtml(url)}" style="color:${PURPLE};">${escapeHtml(url)}</a></p>`
      : '';

  const html = `<!doctype html>
<html lang="${kind === 'test' ? 'de' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(copy.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${PAPER};font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:${INK};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(copy.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PAPER};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 0 16px;font-size:14px;font-weight:700;letter-spacing:0.08em;text-transform:uppercase;color:${PURPLE};">${escapeHtml(emailsCopy.brand)}</td></tr>
<tr><td style="background:#FFFFFF;border-radius:12px;padding:32px;border-top:4px solid ${PURPLE};">
<h1 style="margin:0 0 24px;font-size:24px;line-height:32px;font-weight:700;color:${INK};">${escapeHtml(copy.heading)}</h1>
${paragraph(hello)}
${copy.paragraphs.map(paragraph).join('\n')}
${list.length ? `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:24px;color:${INK};">${list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''}
${button}
${copy.afterAction.map(paragraph).join('\n')}
<p style="margin:24px 0 0;font-size:16px;line-height:24px;color:${INK};">${escapeHtml(emailsCopy.signature)}</p>
</td></tr>
<tr><td style="padding:16px 8px 0;font-size:12px;line-height:18px;color:${MUTED};">${escapeHtml(footer)}${unsubscribe ? `<br><br>${escapeHtml(planEmailsCopy.unsubscribe)} <a href="${escapeHtml(unsubscribe)}" style="color:${PURPLE};">${escapeHtml(unsubscribe)}</a>` : ''}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { kind, subject: copy.subject, html, text };
}

/** Every http(s) link in a text, in order, without duplicates. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])];
}
