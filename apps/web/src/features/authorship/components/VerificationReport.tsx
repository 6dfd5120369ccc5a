import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CheckResult } from '@ideabazaar/shared/authorship/verify';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useClientState } from '@/lib/client-state';
import { isolate, useFormat } from '@/lib/format';
import { certificateDates } from '../dates';
import type { VerifyOutcome } from '../run-verification';

type Checked = Extract<VerifyOutcome, { kind: 'checked' }>;

const icons = {
  pass: <CheckCircleIcon color="success" />,
  fail: <ErrorIcon color="error" />,
  skipped: <RemoveCircleOutlineIcon color="disabled" />,
};

/**
 * One check in plain words. The shared verifier's details are English for logs; the page tells
 * its cases apart by them (the verifier writes them in the same package, held by its tests).
 */
function sentence(
  t: TFunction,
  check: CheckResult,
  outcome: Checked,
  time: (iso: string) => string,
) {
  const { file } = outcome;
  switch (check.check) {
    case 'content':
      if (check.status === 'fail' && !check.detail.startsWith('SHA-256')) {
        return t('checks.content.failNames');
      }
      return t(`checks.content.${check.status}`);
    case 'leaf':
    case 'proof':
      return t(`checks.${check.check}.${check.status === 'pass' ? 'pass' : 'fail'}`);
    case 'signature':
      if (check.status === 'pass') return t('checks.signature.pass', { key: isolate(file.key_id) });
      return t(
        check.detail.startsWith('the key') ? 'checks.signature.failId' : 'checks.signature.fail',
      );
    case 'key':
      if (check.status === 'pass') return t('checks.key.pass', { key: isolate(file.key_id) });
      if (check.status === 'skipped') return t('checks.key.skipped');
      return t(check.detail.includes('not in use') ? 'checks.key.failTime' : 'checks.key.fail');
    case 'timestamp':
      if (check.status === 'pass') {
        return t('checks.timestamp.pass', {
          authority: isolate(outcome.stamp?.authority ?? '?'),
          time: outcome.stamp?.time ? time(outcome.stamp.time) : '?',
        });
      }
      if (check.status === 'fail') return t('checks.timestamp.fail');
      return t(file.tsa_token === null ? 'checks.timestamp.none' : 'checks.timestamp.notChecked');
  }
}

/** What holds of a certificate, check by check, and the verdict over them. */
export function VerificationReport(props: { outcome: Checked }) {
  const { t } = useTranslation('authorship');
  const language = useClientState((state) => state.language);
  const format = useFormat();
  const { outcome } = props;
  const { verification, file, keysUsed } = outcome;
  const time = (iso: string) => {
    const dates = certificateDates(iso, language);
    return `${dates.jalali} / ${dates.gregorian} UTC`;
  };
  const keyPassed = verification.checks.some(
    (check) => check.check === 'key' && check.status === 'pass',
  );
  const verdict = !verification.valid
    ? { severity: 'error' as const, text: t('verdict.invalid') }
    : keyPassed
      ? { severity: 'success' as const, text: t('verdict.valid', { time: time(file.signed_at) }) }
      : { severity: 'warning' as const, text: t('verdict.unkeyed') };
  const keysLine =
    keysUsed.source === 'none'
      ? t('verify.keysUsed.none')
      : keysUsed.source === 'file'
        ? t('verify.keysUsed.file', { n: format.number(keysUsed.count) })
        : t(`verify.keysUsed.${keysUsed.source}`, {
            n: format.number(keysUsed.count),
            date: time(keysUsed.fetchedAt),
          });

  return (
    <Box component="section" aria-label={t('verify.result')} sx={{ display: 'grid', gap: 1 }}>
      <Alert severity={verdict.severity} data-testid="verdict">
        {verdict.text}
      </Alert>
      <List dense disablePadding>
        {verification.checks.map((check) => (
          <ListItem key={check.check} disableGutters data-testid={`check-${check.check}`}>
            <ListItemIcon>{icons[check.status]}</ListItemIcon>
            <ListItemText
              primary={sentence(t, check, outcome, time)}
              secondary={t(`status.${check.status}`)}
            />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary" data-testid="keys-used">
        {keysLine}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`verify.contentUsed.${outcome.contentUsed}`)}
      </Typography>
    </Box>
  );
}
