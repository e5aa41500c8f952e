import { Link } from 'react-router-dom';
import { ROUTES, type RouteRule } from '@ptax/contracts';
import { useI18n } from '../i18n/I18nProvider';

/**
 * "Not registered? Assess your property": where a citizen finds no property (search, ledger), the
 * way to self-assessment; on the form, the way to its status, and back.
 */
export function SelfAssessmentInvite({ kind }: { kind: 'notRegistered' | 'submitted' | 'notSubmitted' }) {
  const { m } = useI18n();
  const s = m.selfAssessment;
  const [question, link, route]: [string, string, RouteRule] = {
    notRegistered: [s.notRegistered, s.assessLink, ROUTES.selfAssessment],
    submitted: [s.alreadySubmitted, s.statusLink, ROUTES.selfAssessmentStatus],
    notSubmitted: [s.notSubmitted, s.formLink, ROUTES.selfAssessment],
  }[kind] as [string, string, RouteRule];
  return (
    <p className="sa-invite">
      {question} <Link to={route.path}>{link}</Link>
    </p>
  );
}
