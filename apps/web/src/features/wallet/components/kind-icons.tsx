import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddCardIcon from '@mui/icons-material/AddCard';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import SellIcon from '@mui/icons-material/Sell';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { OperationKind } from '@ideabazaar/shared/schemas/wallet';

/** One icon per kind of operation, so the list reads at a glance. */
export const kindIcons: Record<OperationKind, typeof AddCardIcon> = {
  deposit: AddCardIcon,
  purchase: ShoppingCartIcon,
  sale: SellIcon,
  withdrawal: AccountBalanceIcon,
  referral: CardGiftcardIcon,
};
