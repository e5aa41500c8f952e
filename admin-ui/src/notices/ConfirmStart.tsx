import { rupeesToPaise, NOTICE_DEFAULTS } from '@ptax/contracts';
import { Confirm, useTranslate } from 'react-admin';
import { formatPaise } from '../properties/format';
import { nk } from './i18n';
import { usePlaceName } from './usePlaceName';

type Values = Record<string, unknown>;

/** What the confirmation asks about: the values, and the count of a place (a sheet is not counted). */
export interface Asking {
  values: Values;
  count: number | null;
}

/** The confirmation before a job starts: what kind of notices, for how many properties of which place. */
export function ConfirmStart({
  asking,
  file,
  values,
  loading,
  onConfirm,
  onClose,
}: {
  asking: Asking | null;
  file: File | null;
  values: Values;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const place = usePlaceName(values);
  const type = values.noticeType === 'recovery' ? 'recovery' : 'demand';
  const asked = values.minimumDues === undefined || values.minimumDues === null || values.minimumDues === '';
  const rupees = asked
    ? type === 'recovery'
      ? NOTICE_DEFAULTS.recoveryMinimumDuesRupees
      : 0
    : Number(values.minimumDues);
  const minimum = formatPaise(Number.isFinite(rupees) ? rupeesToPaise(rupees) : 0);
  const content = file
    ? translate(nk('generate.confirmSheet'), { file: file.name, minimum })
    : translate(nk('generate.confirmPlace'), {
        count: (asking?.count ?? 0).toLocaleString('en-IN'),
        place: place ?? translate(nk('generate.wholeCity')),
        minimum,
      });
  return (
    <Confirm
      isOpen={asking !== null}
      loading={loading}
      title={translate(nk('generate.confirmTitle'), { type: translate(nk(`types.${type}`)) })}
      content={content}
      onConfirm={onConfirm}
      onClose={onClose}
      confirm={nk('dialog.confirm')}
      cancel={nk('dialog.back')}
    />
  );
}
