import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import GroupIcon from '@mui/icons-material/Group';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { copyText } from '@/lib/clipboard';
import { useFormat } from '@/lib/format';
import { userText, verbatim } from '@/lib/user-text';
import { useReferral } from '../api/referral';

/** Invite friends: the member's code and link, the rewards earned, and who joined with them. */
export function ReferralFriends() {
  const { t } = useTranslation('referral');
  const format = useFormat();
  const referral = useReferral();

  if (referral.isPending) return <CircularProgress sx={{ display: 'block', mx: 'auto', my: 4 }} />;
  if (!referral.data) return <EmptyState title={t('unavailable')} />;
  const { code, link, friends, rewards } = referral.data;
  const canShare = typeof navigator.share === 'function';

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Typography data-testid="reward-amount">
        {t('rewardPerFriend', {
          amount: format.money(referral.data.reward_amount),
          minimum: format.money(referral.data.reward_min_paid),
        })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('code')}
        </Typography>
        <Typography variant="h5" component="p" {...verbatim} sx={{ fontWeight: 700 }}>
          {code}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('link')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography {...verbatim} sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {link}
          </Typography>
          <IconButton
            aria-label={t('copy')}
            onClick={() => void copyText(link, t('copied'), t('copyFailed'))}
          >
            <ContentCopyIcon />
          </IconButton>
          {canShare && (
            <IconButton
              aria-label={t('share')}
              onClick={() =>
                // A dismissed share sheet rejects; there is nothing to tell.
                void navigator
                  .share({ title: t('shareTitle'), text: t('shareText', { code }), url: link })
                  .catch(() => undefined)
              }
            >
              <ShareIcon />
            </IconButton>
          )}
        </Box>
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('rewards')}
        sx={{ p: 2, display: 'grid', gap: 1 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CardGiftcardIcon color="secondary" />
          <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {t('rewards')}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="rewards-total">
            {format.money(referral.data.rewards_total)}
          </Typography>
        </Box>
        {rewards.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('noRewards', { minimum: format.money(referral.data.reward_min_paid) })}
          </Typography>
        ) : (
          <List dense disablePadding>
            {rewards.map((reward, index) => (
              <ListItem key={`${reward.friend}-${reward.created_at}-${index}`} disableGutters>
                <ListItemText
                  primary={reward.friend ?? t('unnamedFriend')}
                  slotProps={{ primary: reward.friend === null ? {} : userText }}
                  secondary={`${format.date(new Date(reward.created_at))}${reward.pending ? ` · ${t('pending')}` : ''}`}
                />
                <Typography color="success.main" sx={{ fontWeight: 600 }}>
                  {`+${format.money(reward.amount)}`}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <Typography component="h2" variant="h6">
        {t('friends')}
      </Typography>
      {friends.length === 0 ? (
        <EmptyState icon={<GroupIcon />} title={t('emptyTitle')} text={t('emptyText')} />
      ) : (
        <List disablePadding>
          {friends.map((friend, index) => (
            <ListItem key={`${friend.name}-${friend.joined_at}-${index}`} divider>
              <ListItemText
                primary={friend.name ?? t('unnamedFriend')}
                slotProps={{ primary: friend.name === null ? {} : userText }}
                secondary={t('joined', { date: format.date(new Date(friend.joined_at)) })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
