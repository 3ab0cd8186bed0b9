import type { UserKind } from '@portledger/contracts';

/** What a route declares in its `handle`: a breadcrumb/title key and, when limited, the user kinds. */
export interface RouteHandle {
  /** i18n key of the page title; also its breadcrumb label. */
  crumb?: string;
  /** Only these kinds may open the route (and everything below it); absent = every signed-in user. */
  kinds?: readonly UserKind[];
  /** A crumb that is a grouping only (e.g. Settings) is shown without a link. */
  noLink?: boolean;
}
