import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { numberToPersianWords } from '@ideabazaar/shared/persian/number-to-words';
import { useClientState } from '@/lib/client-state';
import { useFormat } from '@/lib/format';

/**
 * An amount of money as the reader reads it (PRODUCT.md section 10): grouped digits and the unit,
 * and in Persian, Persian digits with the amount in words beneath.
 */
export function MoneyText(
  props: {
    amount: number;
    /** Written with its sign, '+' included (format.signedMoney): a movement, not a balance. */
    signed?: boolean;
    words?: boolean;
    testId?: string;
  } & Pick<TypographyProps, 'variant' | 'color' | 'component'>,
) {
  const format = useFormat();
  const language = useClientState((state) => state.language);
  const { amount, signed = false, words = true } = props;
  const text = signed ? format.signedMoney(amount) : format.money(amount);
  return (
    <Box data-testid={props.testId}>
      <Typography
        variant={props.variant ?? 'body1'}
        component={props.component ?? 'p'}
        color={props.color}
        // The sign and digits keep their order inside right-to-left text.
        sx={{ unicodeBidi: 'isolate', fontWeight: 600 }}
      >
        {text}
      </Typography>
      {words && language === 'fa' && amount !== 0 && (
        <Typography variant="caption" color="text.secondary" component="p">
          {numberToPersianWords(amount)} تومان
        </Typography>
      )}
    </Box>
  );
}
