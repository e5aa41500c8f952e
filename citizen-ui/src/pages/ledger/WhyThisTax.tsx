import { Suspense, useState } from 'react';
import type { Lang } from '../../i18n/messages';
import { Spinner } from '../../layout/Spinner';
import { lazyPage } from '../../routing/lazyPage';
import type { LedgerTexts } from './texts';

// The working and its words load only when a citizen opens the section: most never do.
const TaxExplanation = lazyPage(() => import('./TaxExplanation'));

interface Props {
  propertyUniqueId: string;
  financialYear: string;
  t: LedgerTexts;
  lang: Lang;
}

/** "How is my tax calculated?": folded; opening it loads the tax engine's working of the year. */
export function WhyThisTax({ propertyUniqueId, financialYear, t, lang }: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="ledger-card ledger-why"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary className="ledger-why__title">{t.explainSummary}</summary>
      {opened ? (
        <Suspense fallback={<Spinner />}>
          <TaxExplanation
            propertyUniqueId={propertyUniqueId}
            financialYear={financialYear}
            lang={lang}
            tryAgain={t.tryAgain}
          />
        </Suspense>
      ) : null}
    </details>
  );
}
