/**
 * Cores granted to a document handed to a child: every core no running task holds when nothing waits
 * behind it, otherwise one (splitting pages across cores costs more than it gains when every core has a
 * page). Never less than one: a document always runs once a child takes it.
 */
export function coresToGrant(cores: number, held: number, waiting: number): number {
  return waiting === 0 ? Math.max(1, cores - held) : 1;
}
