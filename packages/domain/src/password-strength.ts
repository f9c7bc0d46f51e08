/**
 * Passwords that anyone could guess from who the cook is or from the keyboard, refused on top of the
 * common-password list (which only the server holds): one character repeated, a simple sequence, the
 * cook's own email or name, the app's name. Pure, so a form can say it before sending.
 */

export const WEAK_PASSWORD_MESSAGES = {
  repeated: 'This password is too easy to guess: it is one character repeated. Please choose another.',
  sequence: 'This password is too easy to guess: it is a simple sequence. Please choose another.',
  personal: 'This password is too easy to guess: it is made from your email or name. Please choose another.',
  appName: "This password is too easy to guess: it is made from the app's name. Please choose another.",
} as const;

export type WeakPasswordReason = keyof typeof WEAK_PASSWORD_MESSAGES;

const ROWS = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1qaz2wsx3edc',
];
const SEQUENCES = [...ROWS, ...ROWS.map((row) => [...row].reverse().join(''))];
const APP_NAMES = ['larder'];
/** The word inside the digits, symbols and spaces people put around it: "!Larder2024" → "larder". */
const coreWord = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

const isRepeated = (text: string) => /^(.)\1*$/su.test(text);

/**
 * Made only of runs (3+) of an alphabet, digit or keyboard row, either way ("abcdef", "654321",
 * "qwerty123"), or of one short unit repeated ("abcabc", "121212").
 */
function isSequence(text: string): boolean {
  if (/^(.{1,3})\1+$/su.test(text)) return true;
  let rest = text;
  while (rest.length > 0) {
    let longest = 0;
    for (const row of SEQUENCES) {
      for (let length = rest.length; length > Math.max(longest, 2); length--) {
        if (row.includes(rest.slice(0, length))) longest = length;
      }
    }
    if (longest === 0) return false;
    rest = rest.slice(longest);
  }
  return true;
}

/** The words (3+ letters) of an email address's name part and of a person's name. */
function personalWords(email: string, name: string): string[] {
  const local = email.split('@')[0] ?? '';
  const words = [local, ...local.split(/[^\p{L}]+/u), ...name.split(/[^\p{L}]+/u)];
  return words.filter((word) => word.length >= 3);
}

/** Why a password is too easy to guess, or null. `email` and `name` are the account's, when known. */
export function weakPasswordReason(
  password: string,
  who: { email?: string | null; name?: string | null } = {},
): WeakPasswordReason | null {
  const text = password.toLowerCase();
  if (isRepeated(text)) return 'repeated';
  if (isSequence(text)) return 'sequence';
  const email = (who.email ?? '').trim().toLowerCase();
  const core = coreWord(text);
  if (email && text.includes(email)) return 'personal';
  if (core && personalWords(email, (who.name ?? '').toLowerCase()).includes(core)) return 'personal';
  if (APP_NAMES.includes(core)) return 'appName';
  return null;
}
