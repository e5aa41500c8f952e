import { formatPaise } from '../properties/format';
import { statusOf, type PointProperties } from './mapsApi';

/**
 * A point's popup, built as DOM nodes (owner names and addresses are text, never markup). The link
 * opens the property's details with its ledger in the back office; `open` keeps it inside the app.
 */
export function popupContent(
  point: PointProperties,
  t: (text: string) => string,
  link: { href: string; open: (href: string) => void },
): HTMLElement {
  const box = document.createElement('div');
  box.className = 'gis-popup';
  const title = document.createElement('strong');
  title.textContent = point.propertyUniqueId;
  box.append(title);
  const facts = document.createElement('dl');
  const fact = (label: string, value: string | null | undefined) => {
    if (!value) return;
    const dt = document.createElement('dt');
    dt.textContent = t(label);
    const dd = document.createElement('dd');
    dd.textContent = value;
    facts.append(dt, dd);
  };
  fact('Owner', point.ownerName);
  fact('Address', point.address);
  fact('Ward', point.wardName);
  fact('Mohalla', point.mohallaName);
  fact('Status', t(statusOf(point.status).label));
  fact('Dues this year', formatPaise(point.duesPaise));
  if (point.totalDuesPaise !== undefined) fact('Total dues', formatPaise(point.totalDuesPaise));
  box.append(facts);
  const anchor = document.createElement('a');
  anchor.href = link.href;
  anchor.textContent = t('Open the ledger');
  anchor.addEventListener('click', (event) => {
    event.preventDefault();
    link.open(link.href);
  });
  box.append(anchor);
  return box;
}

/** Lines of text as a DOM node: Leaflet takes a string as markup, and ward names are data. */
export function textLines(lines: string[]): HTMLElement {
  const box = document.createElement('div');
  lines.forEach((line, index) => {
    if (index > 0) box.append(document.createElement('br'));
    box.append(document.createTextNode(line));
  });
  return box;
}
