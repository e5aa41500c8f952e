import { LOG_KINDS, LOG_PATHS } from '@ptax/contracts';
import { logResource } from '../logs/tabs';

/**
 * How each react-admin resource reaches the API of SPEC section 7. The paths are the spec's, so a
 * resource declares them instead of following a REST convention: e.g. zones list with GET `zones`
 * and add with POST `zones/add`. A screen's folder adds its resource here.
 */
export interface ResourceEndpoints {
  /** GET path answering { data: rows, total } for page, limit, sort, order and the filters. */
  list: string;
  /** GET path of one record; without it getOne reads the list filtered by id. */
  one?: (id: string) => string;
  create?: { method: 'POST' | 'PUT'; path: string };
  update?: (id: string) => { method: 'PATCH' | 'PUT' | 'POST'; path: string };
  delete?: (id: string) => { method: 'DELETE' | 'PATCH' | 'POST'; path: string };
  /** Send create / update as multipart/form-data (uploads). */
  multipart?: boolean;
  /** The record's id field when it is not `id` (roles use `_id`). */
  idField?: string;
}

export const RESOURCES: Record<string, ResourceEndpoints> = {};

// zones/, wards/, mohallas/: the geography masters; cities and banks are read-only reference lists.
RESOURCES.zones = { list: '/zones', create: { method: 'POST', path: '/zones/add' } };
RESOURCES.wards = {
  list: '/wards',
  create: { method: 'POST', path: '/wards/add' },
  update: (id) => ({ method: 'PATCH', path: `/wards/edit/${encodeURIComponent(id)}` }),
};
RESOURCES.mohallas = {
  list: '/mohallas',
  create: { method: 'POST', path: '/mohallas/add' },
  update: (id) => ({ method: 'PATCH', path: `/mohallas/edit/${encodeURIComponent(id)}` }),
  multipart: true,
};
RESOURCES.cities = { list: '/cities' };
RESOURCES.banks = { list: '/banks' };

// properties/: the list is a POST with the filters in the body, read through properties/api.tsx;
// one record is viewDetails, the only read that carries the floors (details and the edit form).
RESOURCES.properties = {
  list: '/properties/paginated',
  one: (id) => `/properties/viewDetails?${new URLSearchParams({ propertyUniqueId: id })}`,
  create: { method: 'POST', path: '/properties/add' },
  update: (id) => ({ method: 'PATCH', path: `/properties/edit/${encodeURIComponent(id)}` }),
  multipart: true,
  idField: 'propertyUniqueId',
};
RESOURCES.propertiesEdited = { list: '/properties/edited' };
// splits/: the splits made (Split Properties).
RESOURCES.propertySplits = { list: '/properties/splits' };
// oldProperties/
RESOURCES.oldProperties = { list: '/oldProperties', create: { method: 'POST', path: '/oldProperties/add' } };
// roles/, officials/, operators/ (the masters of SPEC section 7 "Users" and the Roles Master).
RESOURCES.roles = {
  list: '/roles/all',
  create: { method: 'POST', path: '/roles/add' },
  update: (id) => ({ method: 'PATCH', path: `/roles/edit/${encodeURIComponent(id)}` }),
  idField: '_id',
};
RESOURCES.officials = {
  list: '/officials/all',
  create: { method: 'POST', path: '/officials' },
  // PATCH officials names the official by the id in the body.
  update: () => ({ method: 'PATCH', path: '/officials' }),
  delete: (id) => ({ method: 'DELETE', path: `/officials/delete/${encodeURIComponent(id)}` }),
};
RESOURCES.operators = { list: '/operators/all', create: { method: 'POST', path: '/operators' } };

// discounts/: the discount master; one record is read from the list filtered by id.
RESOURCES.discounts = {
  list: '/discounts',
  create: { method: 'POST', path: '/discounts/add' },
  update: (id) => ({ method: 'PATCH', path: `/discounts/edit/${encodeURIComponent(id)}` }),
};

// transactions/: the transaction lists (same row shape); actions, summaries and exports are called by the screens.
RESOURCES.transactions = { list: '/transactions' };
RESOURCES.transactionsPos = { list: '/transactions/pos' };
RESOURCES.transactionsArchived = { list: '/transactions/archived' };
RESOURCES.oldPayments = { list: '/oldPayments' };
RESOURCES.neftPayments = { list: '/neftPayments/all' };
RESOURCES.snnPayments = { list: '/snn-payments/all' };
RESOURCES.messages = { list: '/messages' };

// notes/: debit and credit notes (the list filters on debitCreditNo, propertyUniqueId, kind, year, place, dates).
RESOURCES.drcrNotes = { list: '/drcrNotes', create: { method: 'POST', path: '/drcrNotes' } };

// notices/: the notices issued (the jobs are read and started by the screen itself).
RESOURCES.notices = { list: '/properties/notices' };
// objections/: the objection lists (upload, reject, resolve, summary and export are called by the screens).
RESOURCES.objections = { list: '/objection' };
RESOURCES.objectionsResolved = { list: '/objection/resolved' };

// logs/: one list per log (GET logs and its six siblings); the export is the same call with export=xlsx.
for (const kind of LOG_KINDS) RESOURCES[logResource(kind)] = { list: `/${LOG_PATHS[kind]}` };

// jalkal/: the archived requests (a GET); pending, approved and rejected are POST lists (jalkal/tabs.ts).
RESOURCES.jalkalArchived = { list: '/jalkal/archived' };

// mutations/: the lists by status (GET mutations); raise, approve, reject and the papers are called by the screen.
RESOURCES.mutations = { list: '/mutations' };
