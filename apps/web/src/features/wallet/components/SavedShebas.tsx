import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ShebaAccount } from '@ideabazaar/shared/schemas/wallet';
import { useTranslation } from 'react-i18next';
import { isolate, useFormat } from '@/lib/format';
import { useShebaAccounts } from '../api/sheba-accounts';

/**
 * The accounts the member withdrew to before, each chosen with one tap: only the last four
 * digits are shown; the form gets the whole number and the holder, and checks them as typed.
 */
export function SavedShebas(props: {
  onChoose: (account: ShebaAccount) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const accounts = useShebaAccounts().data?.accounts ?? [];
  if (accounts.length === 0) return null;
  return (
    <Box role="group" aria-labelledby="saved-shebas" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="saved-shebas" variant="body2" color="text.secondary">
        {t('withdraw.savedAccounts')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {accounts.map((account) => (
          <Chip
            key={account.sheba}
            clickable
            disabled={props.disabled}
            onClick={() => props.onChoose(account)}
            label={t('withdraw.savedAccount', {
              digits: format.number(account.sheba.slice(-4)),
              name: isolate(account.holder_name),
            })}
          />
        ))}
      </Box>
    </Box>
  );
}
