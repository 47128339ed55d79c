/**
 * Default legal pages, seeded into page_content (section main_content) under the spec's page_type
 * values. Plain text: the app escapes it and turns line breaks into breaks, so no HTML here.
 *
 * These are TEMPLATES. They describe truthfully what the product stores, but the operator must
 * review them with legal counsel, fill in every [bracketed] placeholder and adapt them to their
 * jurisdiction before going live. Admins can edit them in the admin area (Legal).
 */

import { BENCHMARK_MIN_GROUP_SIZE_FLOOR } from '../domain/benchmark-rules';
import { INVITE_TTL_DAYS, MIN_RATERS_FOR_OTHERS, MIN_RATERS_PER_GROUP } from '../domain/feedback-rules';
import { MAX_PLAN_ACTIONS, PLAN_HORIZON_DAYS, PLAN_REMINDER_DAYS } from '../domain/plan-rules';
import { SHARE_EXPIRY_DAYS, SHARE_PURGE_AFTER_DAYS } from '../domain/share-rules';
import { RATER_RELATIONSHIP_LABELS, raterFlowCopy } from './feedback-copy';

/** The marker every legal page opens with, until an operator replaces the template. */
export const LEGAL_TEMPLATE_MARKER = 'TEMPLATE: REVIEW AND COMPLETE BEFORE PUBLISHING';

/** 'co-founder, team member, …, or other': the relationships a founder chooses from when inviting. */
const relationshipList = (() => {
  const labels = Object.values(RATER_RELATIONSHIP_LABELS).map((label) => label.toLowerCase());
  return `${labels.slice(0, -1).join(', ')}, or ${labels.at(-1)}`;
})();

const templateNotice = `${LEGAL_TEMPLATE_MARKER}
This text is a template shipped with Uplift Founder Audit. It is not legal advice. The operator of this service must review it, replace every placeholder in [square brackets], adapt it to the applicable law and remove this notice.`;

const operator = `[Operator name]
[Street and number], [Postcode] [City], [Country]
E-mail: [contact e-mail]
[Company register and number, VAT ID, legal representative, if applicable]`;

const terms = `${templateNotice}

TERMS OF USE
Uplift Founder Audit
Last updated: [date]

1. Who we are
Uplift Founder Audit (the "service") is operated by:
${operator}
In these terms, "we" and "us" mean the operator; "you" means anyone who uses the service.

2. What the service is
The service is a self-assessment for startup founders. You rate yourself from 1 to 5 on statements in eight chapters, and the service shows scores and texts that are calculated from your own answers and, if you invite people who know your work to rate you, from their answers taken together (see section 5a).
The results are a tool for reflection. They are not psychological, medical, legal, financial, tax or investment advice, and they are no substitute for professional advice. Decisions you take on the basis of your results are your own.

3. Using the service without an account
You can take the assessment and see your scores without an account. Your answers are then linked to a random visitor ID kept in your browser, not to your name. Some detailed result texts are only available with a free account.

4. Your account
To create an account you give your name and e-mail address, choose a password and accept these terms. You must give accurate information, keep your password secret and tell us if you believe someone else is using your account. You must be at least [18] years old to create an account.
You can add an optional profile (company website, LinkedIn profile, job role, team size, fundraising stage) and edit or clear it at any time.

5. Acceptable use
You agree not to:
- access or try to access other people's accounts, answers or results;
- circumvent or test the security of the service, including its rate limits and session protection, without our written permission;
- send automated or excessive requests, scrape the service or disrupt its operation;
- upload or submit malicious code or unlawful content.
We may limit requests, end sessions or suspend accounts to protect the service and its users.

5a. Feedback from people you invite
Signed-in founders can invite people who know their work (for example co-founders, team members, investors or mentors) to rate them on the same statements, by e-mail or with a personal link. Invite only people you know through your work, and only addresses you may use for this. Raters need no account and take part voluntarily. You see their answers only as averages, once at least ${MIN_RATERS_FOR_OTHERS} people have answered, and their comments without names; you agree not to try to find out who answered or how a particular person rated you, and not to press anyone to answer or to tell you their answers.
If you are invited to rate a founder, these terms apply to your use of the invite link, and you agree to rate honestly and to write nothing unlawful or abusive in your comment. What we store about you and who sees it is described in section 3 j) of our Privacy Policy.

6. Content and rights
The questionnaire, texts, icons and software of the service belong to [operator name] or its licensors. You may use your own results for any purpose, including sharing them.
Your answers remain yours. You allow us to store and process them to run the service for you, as described in our Privacy Policy.

7. Price and availability
The service is currently free of charge [operator: change if you charge for it]. We aim to keep it available but do not guarantee uninterrupted availability. We may change, extend or discontinue the questionnaire or the service; we will not delete saved results without notice unless the law requires it.

8. Liability
[Operator: adapt to the applicable law.] We are liable without limitation for intent and gross negligence and for injury to life, body or health. For slight negligence we are liable only for breaches of essential obligations, limited to the damage that was foreseeable and typical when the service was used. Otherwise our liability is excluded to the extent the law permits.

9. Ending your use
You can stop using the service at any time. Signed-in users can delete their account and all their data under 'Your Data & Privacy' on the results page. We may close accounts that seriously or repeatedly breach these terms; where possible we will warn you first.

10. Changes to these terms
We may update these terms when the service or the law changes. We will show the date of the latest version at the top and tell signed-in users about material changes by e-mail or in the service before they take effect.

11. Applicable law
These terms are governed by the law of [country], without prejudice to mandatory consumer protection rules of the country where you live. Place of jurisdiction: [city], where legally permitted.

12. Contact
Questions about these terms: [contact e-mail].`;

const privacyPolicy = `${templateNotice}

PRIVACY POLICY
Uplift Founder Audit
Last updated: [date]

1. Who is responsible
The controller for the processing described here is:
${operator}
Data protection officer, if appointed: [name and e-mail, or delete this line]

2. In short
- You can take the assessment without giving us your name. Your answers are then linked to a random visitor ID kept in your browser.
- If you create an account, we store your name, e-mail address and a hash of your password, and your results are saved to your account.
- We use no third-party analytics, advertising or tracking tools, and we load no fonts or scripts from other websites.
- You can export everything we hold about your account as a JSON file, or delete all of it, under 'Your Data & Privacy' on the results page.
- If you make a ${PLAN_HORIZON_DAYS}-day plan, we store its actions, and send the reminders you switched on; if you share a report, the link works until it expires or you withdraw it.
- If a founder invites you to rate them, we store your ratings, your optional comment and how you know the founder. The founder sees only averages across at least ${MIN_RATERS_FOR_OTHERS} people, never your individual answers, and you can delete your answers from your link, as section 3 j) describes.

3. What we store, why, and on what legal basis
The legal bases named below refer to the EU General Data Protection Regulation (GDPR) [operator: adapt if another law applies].

a) Assessment sessions and answers
When you start the assessment, your browser creates a random visitor ID. We store an assessment session with this visitor ID, its start and completion times and status, your answers (a number from 1 to 5 per question, or "doesn't apply to me yet" where a statement allows it) and the computed results (overall score and the average of each chapter). Without an account, this data is not linked to your name or e-mail address.
Purpose: to run the assessment, show your results and, in aggregated form, to see where people stop the assessment so we can improve it. Legal basis: Art. 6(1)(b) GDPR (providing the service you request) and Art. 6(1)(f) GDPR (our legitimate interest in improving the questionnaire).
Completed results also count, anonymously and only in aggregate, in the peer benchmarks (where founders stand among founders at the same stage, with the same team size, and among all founders): a comparison group is shown only from ${BENCHMARK_MIN_GROUP_SIZE_FLOOR} people on, and never shows one person's answers or scores. Deleting your account or session removes your result from them.

b) Account
Name, e-mail address, a hash of your password (argon2id; we never store the password itself), whether your e-mail address is confirmed, your role, and when the account was created and last updated. When you sign in, your assessment sessions and results are linked to your account.
Purpose: to provide your account, save and reload your results. Legal basis: Art. 6(1)(b) GDPR.

c) Optional profile
Company website, LinkedIn profile URL, job role, team size and fundraising stage, if you choose to give them.
Purpose: to complete your founder profile and put your results in context. Legal basis: Art. 6(1)(a) GDPR (your consent, given by filling in the fields). You can change or clear these fields at any time.

d) Consent log
Each time you make or change a choice in the cookie settings, we record your choices (essential, analytics, marketing), the version of the consent text, the time, your visitor ID, your user ID if you are signed in, and your browser's user agent.
Purpose: to prove which consent you gave. Legal basis: Art. 6(1)(c) GDPR in connection with Art. 7(1) GDPR.

e) Error logs from your browser
If something fails in your browser, it sends us an error report: level, type and message of the error, technical details of the error, the page URL, your browser's user agent, a random correlation ID kept in your browser, and your user and session IDs if known.
Purpose: to find and fix errors. Legal basis: Art. 6(1)(f) GDPR (our legitimate interest in a working, reliable service).

f) Security data
To protect accounts and sessions, we store your IP address, your browser's user agent, a fingerprint derived from technical browser characteristics, the time of your last activity and whether a session looks suspicious. To prevent abuse, we count requests per identifier (for example IP address, account or rater link) and endpoint in short time windows (rate limiting). Our servers also keep technical logs of requests (time, address requested, status, IP address).
Purpose: to protect the service and your account against misuse and attacks. Legal basis: Art. 6(1)(f) GDPR (our legitimate interest in the security of the service).

g) E-mails
We send you e-mails that the service needs: confirmation of your e-mail address, password reset, a welcome e-mail after you confirm your account, a note when someone tries to sign up with your address, and, only if you switch them on, the reminders of your ${PLAN_HORIZON_DAYS}-day plan (section 3 k). If a founder invites you to rate them, we send you the invite and at most one reminder (section 3 j). Confirmation and reset links expire after a short time. We do not send newsletters or advertising [operator: only change this with separate consent].
Legal basis: Art. 6(1)(b) GDPR.

h) The overall insight text
The overall insight on your results page is generated on our server from your scores. [Operator: if you configure an external text-generation provider, name it here and state that only score data (averages and chapter titles, never your name or e-mail address) is sent to it. Otherwise delete this sentence.]

i) Page-visit counts (only with your consent)
If you switch on analytics in the cookie settings, your browser tells our server once per page which pages of the audit it opened (start page, introduction, overview, results), with your visitor ID and the time. We count them on our own server to see where founders stop; no third party receives them and no cookie is set.
Legal basis: Art. 6(1)(a) GDPR (your consent). You can withdraw it in the cookie settings at any time; from then on nothing is counted.

j) Feedback from people a founder invites (raters)
A signed-in founder who has completed the assessment can invite people who know their work to rate them on the same statements, as they see the founder from outside. If a founder invites you, we store:
- how you know the founder, as the founder chose it when inviting you: ${relationshipList};
- your e-mail address, if the founder invited you by e-mail. We keep it in readable form only while the feedback round is open, to send the invite and the one reminder the founder may ask for; the founder sees it in their list of invites during that time. When the round ends (the founder closes it, or it closes by itself once every invite and link in it has expired, ${INVITE_TTL_DAYS} days after it was sent, or the founder deletes their account), we delete the address and keep only a keyed hash of it (HMAC-SHA-256 with a secret key of the service), so that the same address cannot be invited twice in that round while the address itself cannot be read back;
- your personal link only as a hash (SHA-256; we never store the link itself), with when it was sent, when it expires, and whether it was withdrawn or a reminder was sent;
- your answers: for each statement a rating from 1 to 5, or "${raterFlowCopy.scale.cantJudge}". They are saved as you go, so that you can continue later from your link, together with the time you send them;
- your comment, if you write one.
You need no account and we do not ask for your name. To prevent abuse, we also count the requests made with your link, as described under f) above.
Who sees what: the founder sees only averages across everyone who has answered, and only once at least ${MIN_RATERS_FOR_OTHERS} people have; a group (for example team members) is shown on its own only once at least ${MIN_RATERS_PER_GROUP} people in it have answered. The founder never sees your individual answers, whether you have answered, or which comment is yours: comments are shown word for word but without names, in an order that does not follow the order of answering. Answers you save but never send are not shown in any form. Administrators see only how many people were invited and how many answered in each round, never answers or comments. The founder's data export contains their invites (with your e-mail address while the round is open) and the same averages and comments, never your individual answers. Please note that once averages are shown, a later answer changes them.
Links work for ${INVITE_TTL_DAYS} days. The founder can withdraw a link or close the round at any time; the link then stops working.
Your choices: after sending your answers, you can open your link again and delete your answers and comment for good while the link works. After that, or for any other request about your data (for example access to it), write to [contact e-mail] and include your link. If the founder deletes their account, every invite, answer and comment of their feedback rounds is deleted with it.
Purpose: to give the founder an honest picture of how the people who work with them see them, without revealing any one person's answers. Legal basis: for using your e-mail address to invite and remind you, Art. 6(1)(f) GDPR (the founder's and our legitimate interest in asking for the feedback the founder requested); for your answers and comment, Art. 6(1)(a) GDPR (your consent, given by taking part, which you withdraw by deleting your answers) [operator: check these legal bases].

k) Your ${PLAN_HORIZON_DAYS}-day plan and its reminders
Signed in, you can make a plan from a completed result: up to ${MAX_PLAN_ACTIONS} actions in your own words, each optionally tied to a statement or chapter and a target date, and whether each is done. If you switch reminders on, we e-mail you ${PLAN_REMINDER_DAYS.join(', ')} days after you start the plan; the reminders wait in our job queue on our own database until they are due. Every reminder has a link that stops the rest without signing in (we store only a hash of that link), and you can switch them off under 'Your Data & Privacy'.
Purpose: to help you act on your results. Legal basis: Art. 6(1)(b) GDPR (the plan you ask for) and, for the reminders, Art. 6(1)(a) GDPR (your consent, given by switching them on and withdrawn by switching them off).

l) Share links
Signed in, you can share a result through a link: scores only, or the full report. We store which result it shows, what it shows, when it was made, when it expires (${SHARE_EXPIRY_DAYS.join(', ')} days, as you choose), whether you withdrew it, when it was last opened and how often, and the link itself only as a hash. Anyone who has the link can see what it shows until it expires or you withdraw it; the page asks search engines not to index it.
Purpose: to let you show your results to people you choose. Legal basis: Art. 6(1)(b) GDPR.

4. What we do not do
We do not use third-party analytics, advertising or social media tracking. We do not load fonts, scripts or other resources from third-party servers. We do not sell your data. We take no decisions with legal or similarly significant effects about you based solely on automated processing; your results are a reflection aid only.
The cookie settings offer the categories "analytics" and "marketing". They are off by default. Analytics, when you switch it on, means only the page-visit count on our own server described in section 3 i); no marketing tools are in use. If that changes, new tools will only run after you opt in, and we will name them here and in the Cookie Policy first.

5. Storage in your browser
The service keeps a few entries in your browser's local and session storage that it needs to work, for example your answers (assessmentAnswers), your visitor ID (visitorId) and your consent choices (cookie_consent), and a session cookie while you are signed in. The Cookie Policy lists them all.

6. Recipients
Your data is processed by us and by service providers who act on our instructions under data processing agreements (Art. 28 GDPR):
- hosting and database: [provider name, location]
- e-mail delivery: [provider name, location]
- [other providers, if any]
Administrators of the service can see user data where they need it to run and support the service. We only pass data to authorities where the law obliges us to.
Transfers outside the EU/EEA: [none / describe the safeguards, e.g. adequacy decision or standard contractual clauses].

7. How long we keep data
- Assessment sessions, answers and results not saved to an account: 12 months after the session's last activity, then deleted.
- Account, profile and saved results: until you delete them or your account. [Operator: the service does not delete unused accounts on its own. If you want to, build it first (with a warning e-mail) and only then state the period here.]
- Consent log: 3 years after the choice was made, to be able to prove consent; entries linked to your account are deleted with your account.
- Error logs from your browser: 30 days.
- Session security data: as long as the session lasts and at most 30 days after its last activity. Signed-in sessions end after 30 minutes of inactivity.
- Security event records (for example failed sign-ins, forced logouts and ended sessions): 30 days.
- Rate-limit counters: at most 24 hours.
- Page-visit counts (only with analytics switched on): 12 months, then deleted.
- Feedback rounds, with the invites and the raters' relationships, answers and comments in them: until the founder deletes their account, or, for one rater's answers and comment, until that rater deletes them.
- A rater's e-mail address: until the round ends: the founder closes it, it closes by itself once every invite and link in it has expired (${INVITE_TTL_DAYS} days after the last was sent; checked every hour), or the founder deletes their account; from then on only its keyed hash, kept with the round (or nothing, after an account deletion).
- ${PLAN_HORIZON_DAYS}-day plans and their actions: until you delete your account. Reminders waiting in the job queue are deleted with it; a sent or stopped reminder's queue record is deleted 30 days after it ran.
- Share links: until ${SHARE_PURGE_AFTER_DAYS} days after they expire or you withdraw them, then deleted; all of them with your account.
- Server request logs: 14 days. [Operator: the service writes these logs to its standard output; set your log storage to delete them after this period.]
- E-mails: we keep no copy of the e-mails we send; our e-mail provider keeps delivery logs for [period].
Where the law requires us to keep data longer, we keep it only for that purpose and period.

8. Your rights
You have the right to access your data (Art. 15 GDPR), to have it corrected (Art. 16), deleted (Art. 17) or restricted (Art. 18), to receive it in a portable format (Art. 20), and to object to processing based on legitimate interests (Art. 21).
How to use them:
- Export: signed in, open 'Your Data & Privacy' on the results page and export your data. You receive a JSON file, named with the date, containing everything we hold about your account: account, profile, assessment sessions, answers, results, consent records, your ${PLAN_HORIZON_DAYS}-day plans with their actions and reminder settings, your share links (what each shows, when it expires, whether you withdrew it, how often it was opened; never the link itself, which we cannot read back) and your feedback rounds (invites, the averages and comments you were shown; never one rater's answers).
- Delete: in the same place, delete all your data. This removes your account, profile, assessment sessions, answers, results, consent records, your ${PLAN_HORIZON_DAYS}-day plans and the reminders waiting for them, your share links (they stop working at once), your feedback rounds with every invite, rater answer and comment in them, and the logs and security records linked to you, ends all your sessions and signs you out. It cannot be undone.
- Correct: edit your name and profile in the service, or contact us.
- Withdraw consent: you can change or withdraw your consent at any time under 'Cookie Settings' (in the footer and on the Cookie Policy page). Withdrawal does not affect processing that took place before it. You can clear your optional profile fields at any time.
- If you rated a founder: see section 3 j) for deleting your answers from your link.
- Without an account, we cannot tell which data is yours. Clearing your browser's storage for this site removes the answers kept in your browser; for data on our servers, contact us and we will help you find it using the visitor ID kept in your browser.
- For anything else, write to [contact e-mail]. We answer within one month.
You also have the right to lodge a complaint with a data protection supervisory authority, for example [name and address of the competent authority].

9. Security
We use encrypted connections (HTTPS), hash passwords with argon2id, protect sessions against hijacking, limit request rates, and restrict access to personal data to authorised administrators.

10. Children
The service is intended for adults running or founding companies. It is not directed at children under 16, and we do not knowingly collect their data.

11. Changes to this policy
We update this policy when the service or the law changes, and show the date of the latest version at the top. We will tell signed-in users about material changes.`;

const cookies = `${templateNotice}

COOKIE POLICY
Uplift Founder Audit
Last updated: [date]

1. In short
We only use cookies and browser storage that the service needs to work. We use no analytics, advertising or social media cookies, and no cookies from third parties. We load no fonts or scripts from other websites.

2. What cookies and browser storage are
Cookies are small text files a website stores in your browser. Local storage and session storage are similar: local storage stays until it is deleted, session storage is cleared when you close the tab. We use all three, only for the purposes below.

3. Essential cookie
- Sign-in session cookie: set when you sign in, so the service knows it is you. It is HttpOnly (not readable by scripts), sent only to this site, and ends when you sign out or after 30 minutes of inactivity. [Operator: state the cookie's name as deployed, e.g. better-auth.session_token, and its maximum lifetime.]
We set no other cookies. [Operator: list any further cookie your deployment sets.]

4. Essential local storage (kept until you clear it or the service removes it)
- assessmentAnswers: your answers to the questions (question ID and a value from 1 to 5), so you keep your progress if you reload the page.
- visitorId: a random ID that links your anonymous assessment session to this browser.
- the ID and secret of your anonymous assessment session, so that only this browser can add answers to it.
- cookie_consent: your cookie choices (essential, analytics, marketing), their version and time.
- correlationId: a random ID that lets us connect error reports from the same browser.
- persistOnLogin: a flag that saves your answers to your account after you sign in.
- resultsPersisted: a flag that your results have been saved to your account.
- disableAutoProgress: your preference to turn off automatic page changes.
- debugTools and debugMode: used only by staff developer tools; not set during normal use.

5. Essential session storage (cleared when you close the tab)
- visitorId: the same random visitor ID, for this tab.
- csrfToken: a random value that protects your actions against forged requests from other websites.
- assessmentStartChapterId, assessmentQuestionIndex: where you are in the assessment.
- nextChapterIdAfterOutro, goToResultsAfterOutro, currentChapterArea: which page comes next and which colour theme to show.

6. Why we do not ask for consent for these
All of the above are strictly necessary to provide the service you request: to sign you in, keep your answers, protect your session and remember your cookie choice. Such storage does not require consent [operator: cite the applicable rule, e.g. Art. 5(3) of the ePrivacy Directive as implemented in your country].

7. Analytics and marketing
The cookie settings offer two optional categories, analytics and marketing. Both are off unless you switch them on. Analytics, when you switch it on, means only that your browser tells our own server which pages of the audit it opened, so that we can see where founders stop (see our Privacy Policy); no marketing tools are in use. Switching either on sets no further cookies. If we add tools, they will only run after you opt in, and we will list them here first.

8. Your choices
- Cookie Settings: open them from the footer or with the button on this page. Choose 'Only Essential', 'Accept All', or 'Customize' to pick categories. You can change or withdraw your choice at any time; withdrawing switches analytics and marketing off.
- Each choice is recorded in our consent log (your choices, consent version, time, visitor ID, user ID if signed in, and your browser's user agent), as described in the Privacy Policy.
- You can delete cookies and site data in your browser settings at any time. Doing so removes your unsaved answers and signs you out.

9. Contact
Questions about cookies: [contact e-mail].`;

export interface LegalPages {
  terms: string;
  privacy_policy: string;
  cookies: string;
}

/** Keyed by the spec's page_type values for page_content. */
export const legalPages: LegalPages = {
  terms,
  privacy_policy: privacyPolicy,
  cookies,
};
