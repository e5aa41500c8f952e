import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { CallError } from '../../shared/api';
import { SelfAssessmentInvite } from '../../shared/SelfAssessmentInvite';
import { submitSelfAssessment, type Submitted } from './api';
import { AssessmentSection } from './AssessmentSection';
import { useCategories } from './categories';
import { Confirmation } from './Confirmation';
import { FilesSection } from './FilesSection';
import { FloorsSection } from './FloorsSection';
import { multipartBody, type FormValues } from './formModel';
import { LocationSection } from './LocationSection';
import { OwnerSection } from './OwnerSection';
import { previewAsk } from './previewQuery';
import { PREVIEW_TEXTS } from './previewTexts';
import { TaxPreview } from './TaxPreview';
import { FORM_TEXTS } from './texts';
import { usePreview } from './usePreview';
import { useSelfAssessmentForm } from './useSelfAssessmentForm';
import './selfAssessment.css';

const describesNonresidential = (values: FormValues) =>
  values.houseCategory === 'nonresidential' ||
  values.floors.some((floor) => floor.rentUsage === 'nonresidential');

/**
 * /self-assessment: a citizen describes a property (Form A residential, Form C non-residential),
 * sees this year's tax as they type, and submits it with the building's photos (POST selfAssessment).
 */
export default function SelfAssessmentPage() {
  const { m, lang } = useI18n();
  usePageTitle(m.pages.selfAssessment);
  const t = FORM_TEXTS[lang];
  const p = PREVIEW_TEXTS[lang];
  const form = useSelfAssessmentForm(lang);
  const binder = { form, t };
  const categories = useCategories(describesNonresidential(form.values), lang);
  const ask = useMemo(() => previewAsk(form.values), [form.values]);
  const preview = usePreview(ask.query);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // After a refused submit, the first field marked invalid (in page order) is where the user goes next.
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? alertRef.current)?.focus();
  }, [focusRequest]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.touchAll();
    setFailure(null);
    if (!form.checked.valid || form.hasRefusals) {
      setFailure(t.fixErrors);
      setFocusRequest((n) => n + 1);
      return;
    }
    setSubmitting(true);
    try {
      setSubmitted(await submitSelfAssessment(multipartBody(form.checked.data)));
      form.forgetDraft();
    } catch (error) {
      if (error instanceof CallError) form.setServerErrors(error.fieldErrors);
      setFailure((error as Error).message);
      setFocusRequest((n) => n + 1);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section className="sa">
      <h1>{m.pages.selfAssessment}</h1>
      {submitted ? (
        <Confirmation submitted={submitted} p={p} lang={lang} />
      ) : (
        <>
          <p className="sa-intro">{t.intro}</p>
          <SelfAssessmentInvite kind="submitted" />
          {form.restored ? (
            <p className="sa-draft" role="status">
              {t.draftRestored}{' '}
              <button type="button" className="sa-link-button" onClick={form.reset}>
                {t.clearDraft}
              </button>
            </p>
          ) : null}
          <form ref={formRef} className="sa-form" noValidate onSubmit={submit}>
            <div className="sa-form__fields">
              <OwnerSection binder={binder} />
              <LocationSection binder={binder} />
              <AssessmentSection binder={binder} categories={categories} lang={lang} />
              <FloorsSection binder={binder} categories={categories} lang={lang} />
              <FilesSection binder={binder} />
            </div>
            <TaxPreview ask={ask} preview={preview} t={t} p={p} lang={lang} />
            <div className="sa-form__submit">
              {failure ? (
                <p ref={alertRef} className="sa-alert" role="alert" tabIndex={-1}>
                  {failure}
                </p>
              ) : null}
              <button type="submit" className="button sa-submit" disabled={submitting}>
                {submitting ? t.submitting : t.submit}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
