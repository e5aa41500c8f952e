import { useTranslate } from 'react-admin';
import { DateRangeReport } from './DateRangeReport';
import { formatDay, formatPaise } from './format';
import { modeKey } from './texts';
import type { PayoutLine, PostingLine } from './types';

function ModeName({ mode }: { mode: string }) {
  const translate = useTranslate();
  return <>{translate(modeKey(mode), { _: mode })}</>;
}

/** GET transactions/posting-summary?startDate&endDate: what was posted, by day and mode. */
export function PostingSummary() {
  return (
    <DateRangeReport<PostingLine>
      title="title.posting"
      load={async (http, range) =>
        (await http<{ data?: PostingLine[] }>('/transactions/posting-summary', { query: { ...range } })).json
          ?.data ?? []
      }
      rowKey={(line) => `${line.date}:${line.mode}`}
      columns={[
        { label: 'column.date', render: (line) => formatDay(line.date) },
        { label: 'column.mode', render: (line) => <ModeName mode={line.mode} /> },
        { label: 'column.count', render: (line) => line.count, align: 'right', total: (line) => line.count },
        {
          label: 'column.amount',
          render: (line) => formatPaise(line.amountPaise),
          align: 'right',
          total: (line) => line.amountPaise,
          money: true,
        },
        {
          label: 'column.rebate',
          render: (line) => formatPaise(line.rebatePaise),
          align: 'right',
          total: (line) => line.rebatePaise,
          money: true,
        },
      ]}
    />
  );
}

/** POST payments/payout { startDate, endDate }: the gateway's settlements to the corporation's account. */
export function PayoutHistory() {
  return (
    <DateRangeReport<PayoutLine>
      title="title.payoutHistory"
      load={async (http, range) =>
        (await http<{ data?: PayoutLine[] }>('/payments/payout', { method: 'POST', body: range })).json
          ?.data ?? []
      }
      rowKey={(line, index) => line.utr ?? `${line.date}:${index}`}
      columns={[
        { label: 'column.date', render: (line) => formatDay(line.date) },
        { label: 'column.gateway', render: (line) => line.gateway ?? '' },
        { label: 'column.count', render: (line) => line.count, align: 'right', total: (line) => line.count },
        {
          label: 'column.amount',
          render: (line) => formatPaise(line.amountPaise),
          align: 'right',
          total: (line) => line.amountPaise,
          money: true,
        },
        { label: 'column.utr', render: (line) => line.utr ?? '' },
      ]}
    />
  );
}
