/**
 * What services tell the metrics about the business as it happens (plugins/metrics): a port, so
 * a service needs no registry and a test or a tool without metrics passes `noMeter`.
 */
export interface BusinessMeter {
  /** A purchase committed (not a replay of one), at what the buyer paid. */
  purchased(amount: number): void;
  /** A deposit credited to its member's wallet. */
  deposited(amount: number): void;
}

export const noMeter: BusinessMeter = { purchased: () => {}, deposited: () => {} };
