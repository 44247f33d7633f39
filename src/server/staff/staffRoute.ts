import { type ApiRoute, type ApiRouteSpec, apiRoute } from '../http/openapi.ts';
import type { StaffAccess } from './http.ts';

/**
 * A staff route's declaration: the API route (tag `staff`) and who may call it and whether it
 * changes something (`x-access`, an OpenAPI extension, read by the door and by the tests that
 * walk every staff route).
 */
export const staffRoute = <const S extends Omit<ApiRouteSpec, 'tag'>>(spec: S, access: StaffAccess) =>
  Object.assign(apiRoute({ ...spec, tag: 'staff' } as S & { tag: 'staff' }), { 'x-access': access });

export type StaffRoute = ApiRoute & { 'x-access': StaffAccess };
