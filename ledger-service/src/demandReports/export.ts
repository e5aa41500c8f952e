// The defaulters list as a spreadsheet, through the one writer of every export (properties/export.ts):
// amounts in rupees, numbers in Indian grouping an accountant can add up.
import type { Defaulter } from '@ptax/projections';
import type { ExportColumn } from '../properties/export';

export const DEFAULTER_COLUMNS: ExportColumn<Defaulter>[] = [
  { header: 'Property ID', width: 24, value: (row) => row.propertyUniqueId },
  { header: 'Owner', width: 28, value: (row) => row.ownerName },
  { header: 'Address', width: 40, value: (row) => row.address },
  { header: 'Zone', value: (row) => row.zoneName },
  { header: 'Ward', value: (row) => row.wardName },
  { header: 'Mohalla', value: (row) => row.mohallaName },
  { header: 'Years due', width: 30, value: (row) => row.yearsDue.join(', ') },
  { header: 'House tax due (Rs)', kind: 'rupees', value: (row) => row.byHead.house },
  { header: 'Water tax due (Rs)', kind: 'rupees', value: (row) => row.byHead.water },
  { header: 'Sewer tax due (Rs)', kind: 'rupees', value: (row) => row.byHead.sewer },
  { header: 'Total due (Rs)', kind: 'rupees', value: (row) => row.duesPaise },
];
