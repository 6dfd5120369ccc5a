import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Receipt } from '@ideabazaar/shared/schemas/wallet';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { isolate, useFormat } from '@/lib/format';
import { userText, verbatim } from '@/lib/user-text';
import { kindIcons } from './kind-icons';
import { PrintOnlyPage } from '@/components/ui/PrintOnlyPage';

function Row(props: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box
      data-testid={props.testId}
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        breakInside: 'avoid',
      }}
    >
      <Typography color="text.secondary" component="dt">
        {props.label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: 500 }}>
        {props.children}
      </Typography>
    </Box>
  );
}

/**
 * One operation as a receipt: what, when, the amounts, the idea, the other party, the status
 * and the reference support looks it up by; shared (the Web Share API, else copied) and printed.
 */
export function ReceiptView(props: { receipt: Receipt }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const { receipt: r } = props;
  const Icon = kindIcons[r.kind];
  const when = format.dateTime(new Date(r.created_at));
  const counterpartName = r.counterpart?.hidden
    ? t('receipt.hiddenBuyer')
    : r.counterpart && (r.counterpart.name ?? '—');
  const shareText = t('receipt.shareText', {
    kind: t(`kinds.${r.kind}`),
    amount: format.signedMoney(r.amount),
    status: t(`status.${r.status}`),
    when,
    reference: r.reference,
  });
  const share = async () => {
    const url = `${window.location.origin}${paths.receipt.href(r.reference)}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('receipt.shareTitle'), text: shareText, url });
        return;
      } catch (error) {
        // The reader closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyText(`${shareText}\n${url}`, t('receipt.copied'), t('receipt.copyFailed'));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PrintOnlyPage />
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} data-testid="receipt">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Icon color={r.amount >= 0 ? 'success' : 'action'} aria-hidden />
          <Box sx={{ flex: 1 }}>
            <Typography variant="h6" component="h2">
              {t(`kinds.${r.kind}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="receipt-status">
              {t(`status.${r.status}`)}
            </Typography>
          </Box>
          <Typography
            variant="h6"
            component="p"
            sx={{ fontWeight: 700 }}
            color={r.amount >= 0 ? 'success.main' : 'error.main'}
            data-testid="receipt-amount"
          >
            {format.signedMoney(r.amount)}
          </Typography>
        </Box>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={t('receipt.when')}>{when}</Row>
          {r.updated_at && (
            <Row label={t('receipt.updated')}>{format.dateTime(new Date(r.updated_at))}</Row>
          )}
          {r.release_at && (
            <Row label={t('receipt.releaseAt')}>{format.dateTime(new Date(r.release_at))}</Row>
          )}
          {r.lines.map((line) => (
            <Row
              key={line.kind}
              label={t(`receipt.lines.${line.kind}`)}
              testId={`line-${line.kind}`}
            >
              {line.kind === 'discount' || line.kind === 'commission'
                ? format.signedMoney(-line.amount)
                : format.money(line.amount)}
            </Row>
          ))}
          {r.net !== r.amount && (
            <Row label={t('receipt.net')} testId="receipt-net">
              {format.signedMoney(r.net)}
            </Row>
          )}
          {r.item_id && (
            <Row label={t('receipt.item')}>
              <Link component={RouterLink} to={paths.theIdea.href(r.item_id)} {...userText}>
                {r.item_title ?? t('receipt.openItem')}
              </Link>
            </Row>
          )}
          {r.counterpart && (
            <Row label={t(`receipt.roles.${r.counterpart.role}`)} testId="receipt-counterpart">
              {r.counterpart.hidden ? counterpartName : isolate(counterpartName ?? '')}
            </Row>
          )}
          {r.sheba_last4 && (
            <Row label={t('receipt.account')}>
              {t('receipt.accountEnding', { digits: format.number(r.sheba_last4) })}
            </Row>
          )}
          {r.holder_name && (
            <Row label={t('receipt.holder')}>
              <span {...userText}>{r.holder_name}</span>
            </Row>
          )}
          {r.bank_reference && (
            <Row label={t('receipt.bankReference')}>
              <span {...verbatim}>{format.number(r.bank_reference)}</span>
            </Row>
          )}
          {r.gateway_reference && (
            <Row label={t('receipt.gatewayReference')} testId="receipt-gateway-reference">
              <span {...verbatim}>{format.number(r.gateway_reference)}</span>
            </Row>
          )}
          {r.reason && (
            <Row label={t('receipt.reason')}>
              <span {...userText}>{r.reason}</span>
            </Row>
          )}
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('receipt.reference')}
          </Typography>
          <Typography
            {...verbatim}
            data-testid="receipt-reference"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
          >
            {r.reference}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('receipt.referenceHint')}
          </Typography>
        </Box>
      </Paper>
      <Box data-print="hide" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
          {t('receipt.share')}
        </Button>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
      </Box>
    </Box>
  );
}
