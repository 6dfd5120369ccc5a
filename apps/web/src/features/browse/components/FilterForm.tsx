import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { sorts } from '@ideabazaar/shared/schemas/browse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from '@/components/date-picker/DatePickerField';
import { MainButton } from '@/components/ui/MainButton';
import { plainAmount } from '@/lib/amount';
import { useCategories } from '../api/categories';
import { filterErrors } from '../filter-errors';
import { defaultFilters, type BrowseFilters, type FilterKey } from '../filters';

// Two fields side by side when each has room for its whole label, one under the other when not
// (340 px, the seed's small breakpoint, in either language).
const pair = { display: 'flex', flexWrap: 'wrap', gap: 2, '& > *': { flex: '1 1 180px' } } as const;

const dayPart = (value: string | null) => (value ? value.slice(0, 10) : '');
const pickerValue = (day: string) => (day ? `${day} 00:00` : null);

/** The filter screen's form: every filter of the list, applied together. */
export function FilterForm(props: {
  initial: BrowseFilters;
  onApply: (filters: BrowseFilters) => void;
}) {
  const { t } = useTranslation('browse');
  const categories = useCategories().data?.categories ?? [];
  const [filters, setFilters] = useState(props.initial);
  const [errors, setErrors] = useState<Partial<Record<FilterKey, string>>>({});
  const set = <K extends keyof BrowseFilters>(key: K, value: BrowseFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const text = (key: 'q' | 'min_price' | 'max_price', extra: object = {}) => ({
    label: t(`form.${key}`),
    value: filters[key],
    error: Boolean(errors[key]),
    helperText: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
    ...extra,
  });
  const price = { slotProps: { htmlInput: { inputMode: 'numeric', dir: 'ltr' } } };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = {
      ...filters,
      q: filters.q.trim(),
      min_price: plainAmount(filters.min_price),
      max_price: plainAmount(filters.max_price),
    };
    const found = filterErrors(next, {
      priceRange: t('form.priceRange'),
      dateRange: t('form.dateRange'),
    });
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    props.onApply(next);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <FormLabel id="filter-section">{t('form.section')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="filter-section"
          value={filters.section}
          onChange={(event) => set('section', event.target.value as BrowseFilters['section'])}
        >
          <FormControlLabel value="idea" control={<Radio />} label={t('tabs.idea')} />
          <FormControlLabel value="need" control={<Radio />} label={t('tabs.need')} />
        </RadioGroup>
      </Box>
      <TextField {...text('q')} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TextField
        select
        label={t('form.category')}
        value={filters.category}
        onChange={(event) => set('category', event.target.value)}
      >
        <MenuItem value="">{t('form.any')}</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.value} value={category.value}>
            {category.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={pair}>
        <TextField {...text('min_price', price)} />
        <TextField {...text('max_price', price)} />
      </Box>
      <TextField
        select
        label={t('form.negotiable')}
        value={filters.negotiable}
        onChange={(event) => set('negotiable', event.target.value as BrowseFilters['negotiable'])}
      >
        <MenuItem value="">{t('form.any')}</MenuItem>
        <MenuItem value="true">{t('chips.negotiable')}</MenuItem>
        <MenuItem value="false">{t('chips.fixedPrice')}</MenuItem>
      </TextField>
      <Box sx={pair}>
        <DatePickerField
          label={t('form.from')}
          value={pickerValue(filters.from)}
          max={pickerValue(filters.to)}
          showTime={false}
          onChange={(value) => set('from', dayPart(value))}
        />
        <DatePickerField
          label={t('form.to')}
          value={pickerValue(filters.to)}
          min={pickerValue(filters.from)}
          showTime={false}
          onChange={(value) => set('to', dayPart(value))}
        />
      </Box>
      {(errors.from || errors.to) && (
        <Box role="alert" sx={{ color: 'error.main' }}>
          {errors.from ?? errors.to}
        </Box>
      )}
      <TextField
        select
        label={t('form.sort')}
        value={filters.sort}
        onChange={(event) => set('sort', event.target.value as BrowseFilters['sort'])}
      >
        {sorts.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', alignItems: 'center' }}>
        <Button
          type="button"
          onClick={() => {
            setFilters({ ...defaultFilters, section: filters.section });
            setErrors({});
          }}
        >
          {t('form.reset')}
        </Button>
        <MainButton type="submit">{t('form.apply')}</MainButton>
      </Box>
    </Box>
  );
}
