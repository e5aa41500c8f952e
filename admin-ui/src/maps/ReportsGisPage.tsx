import { GisMap } from './GisMap';

/** /reports/gis (GIS Reports, M3-Report): the wards shaded by the share of this year's demand collected. */
export default function ReportsGisPage() {
  return <GisMap variant="report" title="GIS report" />;
}
