import { formatDateTime } from '@ptax/contracts';
import { useTranslate } from 'react-admin';

// The translation keys of the split screens (i18n.ts, spread in as `ptax.splits`).

/** The full key of a text, e.g. sk('list.title'). */
export const sk = (key: string) => `ptax.splits.${key}`;

export interface FloorLike {
  floorNumber: number;
  rentType?: string;
  rentUsage?: string;
}

/** The split screens' texts, and a floor's name as people say it ('Ground floor, self-occupied'). */
export function useSplitTexts() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(sk(key), options);
  /** How a floor is used: 'self-occupied, residential'. */
  const floorUse = (floor: FloorLike) =>
    [floor.rentType, floor.rentUsage]
      .filter((word): word is string => Boolean(word))
      .map((word) => t(`floor.${word}`))
      .join(', ');
  const floorName = (floor: FloorLike) => {
    const n = floor.floorNumber;
    const name =
      n === 0 ? t('floor.ground') : n > 0 ? t('floor.upper', { n }) : t('floor.basement', { n: -n });
    const use = floorUse(floor);
    return use ? `${name}, ${use}` : name;
  };
  return { t, translate, floorName, floorUse, when: useWhen() };
}

/** An instant as people read it: DD-MM-YYYY HH:mm in India time (contracts' one date format). */
function useWhen() {
  return (value: string | null | undefined) => formatDateTime(value);
}
