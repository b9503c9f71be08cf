import type { RouteObject } from 'react-router';

/** Auth screens and the signed-in dashboard. */
export const portalRoutes: RouteObject[] = [];
