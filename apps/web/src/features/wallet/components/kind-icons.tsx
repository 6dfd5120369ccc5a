import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddCardIcon from '@mui/icons-material/AddCard';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LockClockIcon from '@mui/icons-material/LockClock';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import PercentIcon from '@mui/icons-material/Percent';
import RedeemIcon from '@mui/icons-material/Redeem';
import ReplayIcon from '@mui/icons-material/Replay';
import SellIcon from '@mui/icons-material/Sell';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import UndoIcon from '@mui/icons-material/Undo';
import type { LedgerKind } from '@ideabazaar/shared/schemas/wallet';

/** One icon per kind of movement, so the list reads at a glance. */
export const kindIcons: Record<LedgerKind, typeof AddCardIcon> = {
  deposit: AddCardIcon,
  purchase: ShoppingCartIcon,
  commission: PercentIcon,
  sale_release: SellIcon,
  refund: UndoIcon,
  withdraw_hold: LockClockIcon,
  withdraw_paid: AccountBalanceIcon,
  withdraw_returned: ReplayIcon,
  voucher: LocalOfferIcon,
  referral_reward: CardGiftcardIcon,
  referral_release: RedeemIcon,
  referral_cancel: MoneyOffIcon,
};
