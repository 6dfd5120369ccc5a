import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MainButton } from '@/components/ui/MainButton';
import { useFormat } from '@/lib/format';
import { useMe } from '../api/me';
import { useSignOut } from '../hooks/use-sign-out';

function Row(props: { label: string; value: string | null; empty: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}>
      <Typography color="text.secondary">{props.label}</Typography>
      <Typography dir="ltr" color={props.value ? 'text.primary' : 'text.secondary'}>
        {props.value || props.empty}
      </Typography>
    </Box>
  );
}

/** The signed-in member's address and number, and the ways to sign out. */
export function AccountPanel() {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const me = useMe();
  const signOut = useSignOut();
  const name = me.data ? `${me.data.first_name} ${me.data.last_name}`.trim() : '';

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {me.isPending ? (
        <CircularProgress sx={{ justifySelf: 'center' }} aria-label={t('account.loading')} />
      ) : (
        <Box>
          {name && (
            <Typography component="h2" variant="h6">
              {name}
            </Typography>
          )}
          <Row
            label={t('account.email')}
            value={me.data?.email ?? null}
            empty={t('account.none')}
          />
          <Row
            label={t('account.mobile')}
            value={me.data?.mobile ? format.number(me.data.mobile) : null}
            empty={t('account.none')}
          />
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}>
        <MainButton disabled={signOut.isPending} onClick={() => signOut.mutate(false)}>
          {t('account.signOut')}
        </MainButton>
        <Button
          variant="outlined"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(true)}
          sx={{ borderRadius: 999 }}
        >
          {t('account.signOutEverywhere')}
        </Button>
      </Box>
    </Box>
  );
}
