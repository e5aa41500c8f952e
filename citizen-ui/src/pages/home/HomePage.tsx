import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { PROPERTY_ID_LENGTH, ROUTES, type RouteRule } from '@ptax/contracts';
import { useI18n } from '../../i18n/I18nProvider';
import type { Messages } from '../../i18n/messages';
import { BookIcon, ExclamationIcon, RupeeIcon, SearchIcon } from '../../layout/icons';
import { usePageTitle } from '../../layout/usePageTitle';
import './home.css';

type TaskKey = keyof Messages['home']['tasks'];

const TASKS: readonly { key: TaskKey; route: RouteRule; Icon: ComponentType }[] = [
  { key: 'searchProperty', route: ROUTES.searchProperty, Icon: SearchIcon },
  { key: 'ledger', route: ROUTES.ledger, Icon: BookIcon },
  { key: 'payOnline', route: ROUTES.payment, Icon: RupeeIcon },
  { key: 'objectionStatus', route: ROUTES.objectionStatus, Icon: ExclamationIcon },
];

export default function HomePage() {
  const { m, city } = useI18n();
  usePageTitle(m.pages.home);
  return (
    <div className="home">
      <section className="home__welcome">
        <h1>{m.home.welcome(city)}</h1>
        <p>{m.home.intro}</p>
      </section>
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
                  <span className="task-card__title">{m.home.tasks[key].title}</span>
                  <span className="task-card__text">{m.home.tasks[key].text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className="home__tip">{m.home.propertyIdTip(PROPERTY_ID_LENGTH)}</p>
    </div>
  );
}
