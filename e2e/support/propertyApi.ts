// The property register through the API, as a signed-in official: a property added on the demo city's
// first mohalla and edited with the same form (multipart, as the back office sends it), and a cash
// payment taken at the counter and shifted to another property.
import { portalUrl } from './browser';
import { tinyPngs } from './images';
import { portalApi } from './portalApi';

type Row = Record<string, unknown>;

const IMAGES = tinyPngs('buildingImageFront', 'buildingImageRight', 'buildingImageLeft');

async function firstOf(path: string): Promise<string> {
  const { body } = await portalApi<Row[]>(path);
  const id = body.data?.[0]?.id;
  if (typeof id !== 'string') throw new Error(`${path} answered no rows`);
  return id;
}

/** The demo city's first zone, its first ward and that ward's first mohalla. */
export async function demoPlace() {
  const zoneId = await firstOf('/zones/all');
  const wardId = await firstOf(`/wards?zoneId=${zoneId}`);
  const mohallaId = await firstOf(`/mohallas?zoneId=${zoneId}&wardId=${wardId}`);
  return { zoneId, wardId, mohallaId };
}

/** The fields of the property form for an owner and a house number. */
export const propertyForm = (place: Row, ownerName: string, houseNumber: string): Record<string, string> => ({
  ...(place as Record<string, string>),
  ownerName,
  fatherName: 'Ram Kishore',
  propertyAddress: `${houseNumber}, Demo Road, Lucknow`,
  mobileNumber: '9876501234',
  houseNumber,
  houseCategory: 'residential',
  occupancyStatus: 'self_occupied',
  plotArea: '1000',
  constType: 'rcc_rbc',
  roadType: 'pucca',
  roadWidth: '9',
  constructionYear: '2010',
  houseTaxApplicable: 'true',
  sewerageConnectionAvailable: 'false',
  waterTaxApplicable: 'true',
  floors: JSON.stringify([
    { floorNumber: 0, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 700 },
  ]),
});

async function multipart(method: string, path: string, token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (method === 'POST')
    for (const [name, image] of Object.entries(IMAGES))
      form.append(name, new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), `${name}.png`);
  const response = await fetch(portalUrl(`/api${path}`), {
    method,
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data: Row; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${body.message ?? ''}`);
  return body.data;
}

/** POST properties/add: the new property's id. */
export const addProperty = async (token: string, fields: Record<string, string>) =>
  String((await multipart('POST', '/properties/add', token, fields)).propertyUniqueId);

/** PATCH properties/editProperty?propertyUniqueId=: the whole form, some fields changed. */
export const editProperty = (token: string, id: string, fields: Record<string, string>) =>
  multipart('PATCH', `/properties/editProperty?propertyUniqueId=${encodeURIComponent(id)}`, token, fields);

async function json(method: string, path: string, token: string, body: Row) {
  const answer = await portalApi<Row>(path, { method, token, body });
  if (answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${answer.body.message ?? ''}`);
  return answer.body.data;
}

/** A cash payment at the counter (rupees): its transaction id. */
export const takeCash = async (token: string, propertyUniqueId: string, rupees: number) =>
  String(
    (
      await json('POST', '/transactions', token, {
        propertyUniqueId,
        type: 'Property Tax',
        transactionType: 'Cash',
        paidAmount: rupees,
      })
    ).txnId,
  );

/** PATCH transactions/shiftPayment: the payment moves to another property. */
export const shiftPayment = (
  token: string,
  txnId: string,
  from: string,
  to: string,
  requestedBy: string,
  reason = 'Paid on the wrong property at the counter',
) =>
  json('PATCH', '/transactions/shiftPayment', token, {
    txnId,
    paidPUID: from,
    shiftPUID: to,
    requestedBy,
    reason,
  });
