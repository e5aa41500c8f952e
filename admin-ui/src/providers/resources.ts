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
