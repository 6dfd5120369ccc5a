import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { numberToPersianWords } from '@ideabazaar/shared/persian/number-to-words';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { useTranslation } from 'react-i18next';
import { useClientState } from '@/lib/client-state';
import { useFormat } from '@/lib/format';

/** The price (a need's budget), or 'Negotiable'; in Persian, the price in words under it. */
export function PriceBlock(props: { item: Pick<Item, 'price' | 'negotiable' | 'section'> }) {
  const { t } = useTranslation('items');
  const format = useFormat();
  const language = useClientState((state) => state.language);
  const { item } = props;
  const price = format.price(item);
  if (price === null) return null;
  const label = t(item.section === 'need' ? 'view.budget' : 'view.price');

  return (
    <Box>
      <Typography variant="h6" component="p" color="primary" data-testid="item-price">
        {label}: {price}
      </Typography>
      {language === 'fa' && !item.negotiable && item.price !== null && (
        <Typography variant="body2" color="text.secondary" data-testid="price-words">
          {numberToPersianWords(item.price)} تومان
        </Typography>
      )}
    </Box>
  );
}
