import LockOpenIcon from '@mui/icons-material/LockOpen';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { useTranslation } from 'react-i18next';
import { MainButton } from '@/components/ui/MainButton';
import { useFormat } from '@/lib/format';

/**
 * For a member or visitor who has not bought an idea: what buying it unlocks, its price, and that
 * ideas are bought from the wallet. The purchase itself comes with the wallet.
 */
export function BuySection(props: {
  item: Pick<Item, 'price' | 'negotiable'>;
  walletHref: string;
}) {
  const { t } = useTranslation('items');
  const format = useFormat();
  const { item } = props;
  const unlocks = t('buy.unlocks', { returnObjects: true }) as string[];

  return (
    <Alert
      component="section"
      role="region"
      aria-label={t('buy.title')}
      severity="info"
      icon={<LockOpenIcon />}
      data-testid="buy-section"
    >
      <AlertTitle>{t('buy.title')}</AlertTitle>
      <Typography variant="body2">{t('buy.intro')}</Typography>
      <Box component="ul" sx={{ my: 1, paddingInlineStart: 3 }}>
        {unlocks.map((line) => (
          <li key={line}>
            <Typography variant="body2">{line}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 'bold', mb: 1 }}>
        {item.price === null
          ? t('buy.negotiable')
          : t('buy.price', { price: format.money(item.price) })}
      </Typography>
      <MainButton to={props.walletHref}>{t('buy.wallet')}</MainButton>
    </Alert>
  );
}
