import type { MemberName } from './format';

/**
 * The attributes of an element that shows what a person wrote (a title, a comment, a message):
 * laid out in its own direction whatever the screen's (an English comment in a Persian screen
 * ends with its full stop on the right), and marked as theirs: the app never rewrites its digits,
 * and the Persian-digit test over every screen skips it.
 */
export const userText = { dir: 'auto', 'data-user-text': '' } as const;

/** A code or an address to copy as it is (a referral code, a link, an e-mail): left to right. */
export const verbatim = { dir: 'ltr', 'data-user-text': '' } as const;

/** userText for a name a member gave; nothing for the app's own 'User {id}'. */
export const nameText = (member: MemberName) => (member.name === null ? {} : userText);

/** An answer as shown: what the member wrote for a text question; the app's own words else. */
export const answerText = (answer: { kind: string }) =>
  answer.kind === 'textual' ? userText : { dir: 'auto' as const };
