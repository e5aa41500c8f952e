import { ROUTES } from '@ptax/contracts';
import { Link } from 'react-router-dom';
import type { YearDeadlines } from './deadlines';
import { criterionName, type HomeTexts } from './texts';

/** The rebate a payment made today earns, its last day, its extras, and the period after it. */
export function RebateBanner({ year, t }: { year: YearDeadlines; t: HomeTexts }) {
  const { onOffer, next } = year;
  return (
    <section
      className={`rebate-banner${onOffer ? '' : ' rebate-banner--none'}`}
      aria-labelledby="rebate-heading"
      data-testid="rebate-banner"
    >
      <h2 id="rebate-heading" className="rebate-banner__heading">
        {t.offerHeading}
      </h2>
      {onOffer ? (
        <>
          <p className="rebate-banner__offer">{t.payBy(t.date(onOffer.until), onOffer.percentage)}</p>
          {onOffer.extras.length ? (
            <ul className="rebate-banner__extras">
              {onOffer.extras.map((extra) => (
                <li key={extra.criteria}>{t.extra(extra.percentage, criterionName(extra.criteria, t))}</li>
              ))}
            </ul>
          ) : null}
          <p className="rebate-banner__terms">{t.offerTerms}</p>
          {next ? (
            <p data-testid="next-deadline">{t.thenPayBy(t.date(next.until), next.percentage)}</p>
          ) : null}
        </>
      ) : (
        <p className="rebate-banner__offer">{t.noOffer}</p>
      )}
      <p>{t.dueBy(t.date(year.dueDate))}</p>
      <Link to={ROUTES.payment.path} className="button rebate-banner__pay">
        {t.payOnline}
      </Link>
    </section>
  );
}
