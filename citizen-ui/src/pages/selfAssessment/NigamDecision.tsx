import { useId, useState, type FormEvent } from 'react';
import { fieldErrors, objectionRejectSchema } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { acceptSelfAssessment, rejectSelfAssessment, type NigamRow } from './api';
import { sayIn } from './fieldMessages';
import { Asterisk } from './fields';
import type { NigamTexts } from './nigamTexts';

interface DecisionProps {
  row: NigamRow;
  token: string;
  onDecided: (message: string) => void;
  t: NigamTexts;
  lang: Lang;
}

// The server checks a rejection with the objections' rule: a reason of at least 5 characters.
const rejectSchema = objectionRejectSchema;

/** Accept, or reject with a reason: only a self-assessment still waiting for a decision offers them. */
export function NigamDecision({ row, token, onDecided, t, lang }: DecisionProps) {
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const parsed = rejectSchema.safeParse({ reason });
  const error = touched && !parsed.success ? sayIn(lang)(fieldErrors(parsed.error).reason) : undefined;

  async function decide(call: () => Promise<NigamRow>, message: (decided: NigamRow) => string) {
    setBusy(true);
    setFailure(null);
    try {
      onDecided(message(await call()));
    } catch (caught) {
      setFailure((caught as Error).message);
      setBusy(false);
    }
  }
  const accept = () =>
    decide(
      () => acceptSelfAssessment(row.selfAssessmentId, token),
      (decided) => t.accepted(decided.selfAssessmentId, decided.propertyUniqueId ?? ''),
    );
  function reject(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return document.getElementById(`${id}-reason`)?.focus();
    void decide(
      () => rejectSelfAssessment(row.selfAssessmentId, parsed.data.reason, token),
      (decided) => t.rejected(decided.selfAssessmentId),
    );
  }

  if (row.status !== 'submitted') return null;
  return (
    <div className="sa-decision">
      {rejecting ? (
        <form className="field" noValidate onSubmit={reject}>
          <label htmlFor={`${id}-reason`}>
            {t.reason}
            <Asterisk shown />
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            rows={2}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {error ? (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          ) : null}
          <div className="sa-decision__buttons">
            <button type="submit" className="button sa-danger" disabled={busy}>
              {t.confirmReject}
            </button>
            <button type="button" className="sa-link-button" onClick={() => setRejecting(false)}>
              {t.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div className="sa-decision__buttons">
          <button type="button" className="button" disabled={busy} onClick={accept}>
            {t.accept}
            <span className="visually-hidden"> {row.selfAssessmentId}</span>
          </button>
          <button
            type="button"
            className="button sa-danger"
            disabled={busy}
            onClick={() => setRejecting(true)}
          >
            {t.reject}
            <span className="visually-hidden"> {row.selfAssessmentId}</span>
          </button>
        </div>
      )}
      {failure ? (
        <p className="sa-alert" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
