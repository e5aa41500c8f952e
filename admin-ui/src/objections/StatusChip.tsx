import { useTranslate } from 'react-admin';
import { ToneChip, type Tone } from '../components/ToneChip';
import { statusKey } from './texts';

const TONES: Record<string, Tone> = { pending: 'waiting', rejected: 'refused', resolved: 'done' };

/** An objection's status as a small badge: pending, rejected or resolved. */
export function StatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  return (
    <ToneChip tone={TONES[String(status)]}>
      {translate(statusKey(status), { _: String(status ?? '') })}
    </ToneChip>
  );
}
