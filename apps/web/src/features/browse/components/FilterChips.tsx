import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { activeFilters, withoutFilter, type BrowseFilters, type FilterKey } from '../filters';

const dayOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** The filters that are on, each a chip that turns it off. */
export function FilterChips(props: {
  filters: BrowseFilters;
  categoryLabel: (value: string) => string;
  onChange: (filters: BrowseFilters) => void;
}) {
  const { t } = useTranslation('browse');
  const format = useFormat();
  const { filters } = props;
  const money = (value: string) => format.money(Number(value));
  const labelOf = (key: FilterKey): string => {
    switch (key) {
      case 'q':
        return t('chips.q', { text: filters.q });
      case 'category':
        return props.categoryLabel(filters.category);
      case 'min_price':
        return t('chips.minPrice', { price: money(filters.min_price) });
      case 'max_price':
        return t('chips.maxPrice', { price: money(filters.max_price) });
      case 'negotiable':
        return t(filters.negotiable === 'true' ? 'chips.negotiable' : 'chips.fixedPrice');
      case 'from':
        return t('chips.from', { date: format.date(dayOf(filters.from)) });
      case 'to':
        return t('chips.to', { date: format.date(dayOf(filters.to)) });
      case 'sort':
        return t('chips.sort', { sort: t(`sort.${filters.sort}`) });
    }
  };
  const keys = activeFilters(filters);
  if (keys.length === 0) return null;

  return (
    <Box
      component="ul"
      aria-label={t('chips.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
    >
      {keys.map((key) => {
        const label = labelOf(key);
        return (
          <li key={key}>
            <Chip
              label={label}
              color="primary"
              variant="outlined"
              onDelete={() => props.onChange(withoutFilter(filters, key))}
              deleteIcon={<CancelIcon aria-label={t('chips.remove', { label })} />}
            />
          </li>
        );
      })}
    </Box>
  );
}
