import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { toLatinDigits } from '@ideabazaar/shared/persian/digits';
import { voucherKinds } from '@ideabazaar/shared/schemas/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from '@/components/date-picker/DatePickerField';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateVoucher, type VoucherInput } from '../api/vouchers';

type Kind = (typeof voucherKinds)[number];
const NUMBER_FIELDS = [
  'value',
  'max_discount',
  'budget',
  'min_price',
  'max_uses',
  'max_uses_per_member',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

/** A number as typed, Persian digits and separators allowed; undefined when empty. */
function numberOf(text: string): number | undefined {
  const plain = toLatinDigits(text).replace(/[,\s\u066C]/g, '');
  return plain ? Number(plain) : undefined;
}

/** 'YYYY-MM-DD HH:mm' on Tehran's clock (the date picker's value) as an instant. */
const tehranInstant = (value: string) => `${value.replace(' ', 'T')}:00+03:30`;

/**
 * A new voucher: its code, kind and value, the largest discount of one purchase, the budget of
 * every discount together, expiry, minimum price and limits. The server checks every field
 * (adminVoucherCreateSchema) and a refused one is shown beside it.
 */
export function VoucherForm(props: { onCreated: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateVoucher();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<Kind>('percent');
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({
    value: '',
    max_discount: '',
    budget: '',
    min_price: '',
    max_uses: '',
    max_uses_per_member: '',
  });
  const [expires, setExpires] = useState<string | null>(null);
  const errors = create.error instanceof ApiError ? create.error.fieldErrors() : {};
  const labels: Record<NumberField, string> = {
    value: t('vouchers.value'),
    max_discount: t('vouchers.maxDiscount'),
    budget: t('vouchers.budget'),
    min_price: t('vouchers.minPrice'),
    max_uses: t('vouchers.maxUses'),
    max_uses_per_member: t('vouchers.maxUsesPerMember'),
  };

  const submit = () => {
    const voucher: VoucherInput = {
      code,
      kind,
      value: numberOf(numbers.value) ?? 0,
      budget: numberOf(numbers.budget) ?? 0,
      max_discount: numberOf(numbers.max_discount),
      min_price: numberOf(numbers.min_price),
      max_uses: numberOf(numbers.max_uses),
      max_uses_per_member: numberOf(numbers.max_uses_per_member),
      expires_at: expires ? tehranInstant(expires) : undefined,
    };
    create.mutate(voucher, {
      onSuccess: (created) => {
        notify(t('vouchers.created', { code: created.code }));
        props.onCreated();
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'grid', gap: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        size="small"
        required
        label={t('vouchers.code')}
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        error={Boolean(errors.code)}
        helperText={errors.code}
        slotProps={{ htmlInput: { maxLength: 32, dir: 'ltr' } }}
      />
      <TextField
        select
        size="small"
        label={t('vouchers.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as Kind)}
      >
        {voucherKinds.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`vouchers.kinds.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {NUMBER_FIELDS.map((field) => (
        <TextField
          key={field}
          size="small"
          required={
            field === 'value' ||
            field === 'budget' ||
            (field === 'max_discount' && kind === 'percent')
          }
          label={field === 'value' && kind === 'percent' ? `${labels.value} (%)` : labels[field]}
          value={numbers[field]}
          onChange={(event) => setNumbers({ ...numbers, [field]: event.target.value })}
          error={Boolean(errors[field])}
          helperText={errors[field]}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ))}
      <DatePickerField label={t('vouchers.expires')} value={expires} onChange={setExpires} />
      {errors.expires_at && <Box sx={{ color: 'error.main' }}>{errors.expires_at}</Box>}
      <Button type="submit" variant="contained" loading={create.isPending}>
        {t('vouchers.create')}
      </Button>
    </Box>
  );
}
