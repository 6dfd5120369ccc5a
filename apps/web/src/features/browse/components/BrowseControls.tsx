import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useCategories } from '../api/categories';
import { activeFilters, paramsOf, type BrowseFilters } from '../filters';
import { FilterChips } from './FilterChips';
import { SearchBox } from './SearchBox';

/**
 * Above the list: Ideas or Needs, the search, the filter screen, a row of categories to pick from
 * (so a visitor, who cannot open the filter screen, can narrow the list too) and the filters on.
 */
export function BrowseControls(props: {
  filters: BrowseFilters;
  onChange: (filters: BrowseFilters, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation('browse');
  const format = useFormat();
  const categories = useCategories().data?.categories ?? [];
  const { filters, onChange } = props;
  const categoryLabel = (value: string) =>
    categories.find((category) => category.value === value)?.label ?? value;
  const count = activeFilters(filters).length;
  const query = paramsOf(filters).toString();

  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      <Tabs
        value={filters.section}
        onChange={(_event, section: BrowseFilters['section']) => onChange({ ...filters, section })}
        variant="fullWidth"
        aria-label={t('sections')}
      >
        <Tab value="idea" label={t('tabs.idea')} sx={{ textTransform: 'none' }} />
        <Tab value="need" label={t('tabs.need')} sx={{ textTransform: 'none' }} />
      </Tabs>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <SearchBox
          value={filters.q}
          label={t('search.label')}
          placeholder={t(`search.placeholder.${filters.section}`)}
          onSearch={(q) => onChange({ ...filters, q }, { replace: true })}
        />
        <IconButton
          component={Link}
          to={`${paths.filter.href()}${query ? `?${query}` : ''}`}
          aria-label={t('filterButton', { count: format.number(count) })}
        >
          <Badge badgeContent={count > 0 ? format.number(count) : null} color="primary">
            <TuneIcon />
          </Badge>
        </IconButton>
      </Box>
      {categories.length > 0 && (
        <Box
          role="group"
          aria-label={t('categories')}
          sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {categories.map((category) => {
            const selected = filters.category === category.value;
            return (
              <Chip
                key={category.value}
                label={category.label}
                aria-pressed={selected}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                onClick={() => onChange({ ...filters, category: selected ? '' : category.value })}
              />
            );
          })}
        </Box>
      )}
      <FilterChips filters={filters} categoryLabel={categoryLabel} onChange={onChange} />
    </Box>
  );
}
