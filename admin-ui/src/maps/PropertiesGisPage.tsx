import { GisMap } from './GisMap';

/** /properties/gis (Properties-GIS): the properties of the city on the map, coloured by this year's payments. */
export default function PropertiesGisPage() {
  return <GisMap variant="properties" title="Properties on the map" />;
}
