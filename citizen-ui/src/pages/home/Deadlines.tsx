import type { YearDeadlines } from './deadlines';
import { criterionName, type HomeTexts } from './texts';

interface Deadline {
  date: string;
  when: string;
  what: string;
  extras: string[];
}

function deadlinesOf(year: YearDeadlines, t: HomeTexts): Deadline[] {
  const rebates = year.periods.map((period) => ({
    date: period.until,
    when: t.by(t.date(period.until)),
    what: t.rebateOnTax(period.percentage),
    extras: period.extras.map((extra) => t.extra(extra.percentage, criterionName(extra.criteria, t))),
  }));
  return [
    ...rebates,
    { date: year.dueDate, when: t.by(t.date(year.dueDate)), what: t.lastDay, extras: [] },
    { date: year.interestFrom, when: t.from(t.date(year.interestFrom)), what: t.interest, extras: [] },
  ];
}

/** The financial year's dates in order; the ones already past are marked, not hidden. */
export function Deadlines({ year, t }: { year: YearDeadlines; t: HomeTexts }) {
  return (
    <ol className="deadlines" data-testid="deadlines">
      {deadlinesOf(year, t).map(({ date, when, what, extras }, index) => {
        const over = date < year.today;
        return (
          <li key={index} className={over ? 'deadline deadline--over' : 'deadline'}>
            <time dateTime={date} className="deadline__when">
              {when}
            </time>
            <span className="deadline__what">
              {what}
              {extras.map((extra) => (
                <span key={extra} className="deadline__extra">
                  {extra}
                </span>
              ))}
            </span>
            {over ? <span className="deadline__over">{t.over}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
