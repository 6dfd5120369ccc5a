import type { Posting } from '../ledger/ledger.service';
import type { PurchaseRow } from './purchases.repository';

/** What the seller is owed for a sale, and the postings that move it on at release or refund. */
const shareOf = (row: Pick<PurchaseRow, 'price' | 'commission'>) => row.price - row.commission;

/** The buyer pays, promotions fund the discount, the platform keeps the commission. */
export function salePostings(row: PurchaseRow): Posting[] {
  const paid = row.price - row.discount;
  const sale = {
    memberId: row.buyerId,
    counterpartId: row.sellerId,
    itemId: row.itemId,
    reference: row.id,
  };
  const postings: Posting[] = [];
  if (paid > 0) {
    postings.push({
      kind: 'purchase',
      ...sale,
      legs: [
        { member: row.buyerId, account: 'available', amount: -paid },
        { member: row.sellerId, account: 'pending', amount: paid },
      ],
    });
  }
  if (row.discount > 0) {
    postings.push({
      kind: 'voucher',
      ...sale,
      legs: [
        { platform: 'promotions', amount: -row.discount },
        { member: row.sellerId, account: 'pending', amount: row.discount },
      ],
    });
  }
  if (row.commission > 0) {
    postings.push({
      kind: 'commission',
      ...sale,
      memberId: row.sellerId,
      counterpartId: row.buyerId,
      legs: [
        { member: row.sellerId, account: 'pending', amount: -row.commission },
        { platform: 'revenue', amount: row.commission },
      ],
    });
  }
  return postings;
}

export function releasePosting(row: PurchaseRow): Posting[] {
  const share = shareOf(row);
  if (share <= 0) return [];
  return [
    {
      kind: 'sale_release',
      memberId: row.sellerId,
      counterpartId: row.buyerId,
      itemId: row.itemId,
      reference: row.id,
      legs: [
        { member: row.sellerId, account: 'pending', amount: -share },
        { member: row.sellerId, account: 'available', amount: share },
      ],
    },
  ];
}

export function refundPosting(row: PurchaseRow): Posting[] {
  if (row.price <= 0) return [];
  const legs: Posting['legs'] = [
    { member: row.buyerId, account: 'available', amount: row.price - row.discount },
    { member: row.sellerId, account: 'pending', amount: -shareOf(row) },
    { platform: 'revenue', amount: -row.commission },
    { platform: 'promotions', amount: row.discount },
  ];
  return [
    {
      kind: 'refund',
      memberId: row.buyerId,
      counterpartId: row.sellerId,
      itemId: row.itemId,
      reference: row.id,
      legs: legs.filter((leg) => leg.amount !== 0),
    },
  ];
}
