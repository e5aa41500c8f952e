import { EVENT_NAMES } from '../people/events';

// What the logs call each change, in English (the export, and the back office's English texts). A type
// without an entry reads as its name split into words ('NoticeIssued' -> 'Notice Issued').

/** The English name of every event type (people/events.ts holds both languages). */
export const LOG_EVENT_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(EVENT_NAMES).map(([type, names]) => [type, names.en]),
);

/** 'oldArvPaise' -> 'Old ARV', 'NoticeIssued' -> 'Notice Issued', 'emailId' -> 'Email ID'. */
export const humanizeName = (name: string): string =>
  name
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/\bIds\b/g, 'IDs')
    .replace(/\b(Arv|Id)\b/g, (word) => word.toUpperCase());

/** The English name of a change: its label, or its type in words. */
export const logEventLabel = (type: string): string => LOG_EVENT_LABELS[type] ?? humanizeName(type);
