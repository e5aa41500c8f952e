import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { PROPERTY_ID_LENGTH, ROUTES, type RouteRule } from '@ptax/contracts';
import { useI18n } from '../../i18n/I18nProvider';
import type { Messages } from '../../i18n/messages';
import { BookIcon, ExclamationIcon, FormIcon, RupeeIcon, SearchIcon, StatusIcon } from '../../layout/icons';
import { usePageTitle } from '../../layout/usePageTitle';
import { useLoad, type Loaded } from '../../shared/useLoad';
import { fetchActiveDiscounts, type Discount } from './api';
import { Deadlines } from './Deadlines';
import { yearDeadlines } from './deadlines';
import { QuickSearch } from './QuickSearch';
import { RebateBanner } from './RebateBanner';
import { HOME_TEXTS, type HomeTexts } from './texts';
import './home.css';
import { LoadFailure } from '../../shared/LoadFailure';

type TaskKey = keyof Messages['home']['tasks'];

const TASKS: readonly {
  key: TaskKey | 'selfAssessment' | 'selfAssessmentStatus';
  route: RouteRule;
  Icon: ComponentType;
}[] = [
  { key: 'searchProperty', route: ROUTES.searchProperty, Icon: SearchIcon },
  { key: 'ledger', route: ROUTES.ledger, Icon: BookIcon },
  { key: 'payOnline', route: ROUTES.payment, Icon: RupeeIcon },
  { key: 'objectionStatus', route: ROUTES.objectionStatus, Icon: ExclamationIcon },
  { key: 'selfAssessment', route: ROUTES.selfAssessment, Icon: FormIcon },
  { key: 'selfAssessmentStatus', route: ROUTES.selfAssessmentStatus, Icon: StatusIcon },
];

const taskText = (m: Messages, key: (typeof TASKS)[number]['key']) =>
  key === 'selfAssessment'
    ? m.selfAssessment.task
    : key === 'selfAssessmentStatus'
      ? m.selfAssessment.statusTask
      : m.home.tasks[key];

function Tasks({ m }: { m: Messages }) {
  return (
    <section aria-labelledby="home-tasks">
      <h2 id="home-tasks" className="home__tasks-heading">
        {m.home.tasksHeading}
      </h2>
      <ul className="home__tasks">
        {TASKS.map(({ key, route, Icon }) => (
          <li key={key}>
            <Link to={route.path} className="task-card">
              <span className="task-card__icon">
                <Icon />
              </span>
              <span className="task-card__body">
                <span className="task-card__title">{taskText(m, key).title}</span>
                <span className="task-card__text">{taskText(m, key).text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Until the discount master has answered: a quiet note, or its failure with a way to ask again. */
function Waiting({ state, reload, t }: { state: Loaded<unknown>; reload: () => void; t: HomeTexts }) {
  if (state.status === 'loading') return <p className="home-card">{t.loading}</p>;
  if (state.status !== 'failed') return null;
  return <LoadFailure className="home-card" message={state.message} reload={reload} label={t.tryAgain} />;
}

interface Props {
  /** The clock (epoch ms): which rebate is on offer depends on the day. Tests pass a fixed one. */
  now?: () => number;
}

/**
 * `/`: what the portal does, a quick search, the rebate on offer today and this financial year's
 * payment deadlines (from the discount master), and the tasks a citizen comes for.
 */
export default function HomePage({ now = Date.now }: Props) {
  const { m, city, lang } = useI18n();
  const t = HOME_TEXTS[lang];
  usePageTitle(m.pages.home);
  const discounts = useLoad<Discount[]>('discounts', fetchActiveDiscounts);
  const year = discounts.state.status === 'loaded' ? yearDeadlines(discounts.state.data, now()) : null;

  return (
    <div className="home">
      <section className="home__welcome">
        <h1>{m.home.welcome(city)}</h1>
        <p>{m.home.intro}</p>
      </section>
      <QuickSearch t={t} />
      {year ? <RebateBanner year={year} t={t} /> : <Waiting {...discounts} t={t} />}
      <Tasks m={m} />
      {year ? (
        <section className="home-card" aria-labelledby="deadlines-heading">
          <h2 id="deadlines-heading">{t.deadlinesHeading(year.financialYear)}</h2>
          <Deadlines year={year} t={t} />
        </section>
      ) : null}
      <p className="home__tip">{m.home.propertyIdTip(PROPERTY_ID_LENGTH)}</p>
    </div>
  );
}
