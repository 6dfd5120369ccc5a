import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EmojiObjectsIcon from '@mui/icons-material/EmojiObjects';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import ForumIcon from '@mui/icons-material/Forum';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { DirectionSwitch } from '@/components/layout/DirectionSwitch';
import { LanguageToggle } from '@/components/layout/LanguageToggle';
import { mirrorInRtl } from '@/components/ui/mirror';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/me';
import { AccountPanel } from '@/features/auth/components/AccountPanel';
import { EmailSettings } from '@/features/auth/components/EmailSettings';
import { DevOutboxLink } from '@/features/dev-outbox/components/DevOutboxLink';
import { ProfileCard } from '@/features/profile/components/ProfileCard';
import { UnreadBadge } from '@/features/chat/components/UnreadBadge';
import { WalletBalanceLink } from '@/features/wallet/components/WalletBalanceLink';

/**
 * TheProfile, the member's hub: who they are, their wallet and balance, what they bought and
 * made, invitations, the app's pages and language, and signing out as a quiet last action.
 */
export default function ProfileScreen() {
  const { t } = useTranslation(['profile', 'screens']);
  const me = useMe();
  const groups = [
    [
      {
        to: paths.chatHome.href(),
        label: t('screens:chatHome'),
        icon: <UnreadBadge icon={<ForumIcon />} />,
      },
      {
        to: paths.notificationSettings.href(),
        label: t('screens:notificationSettings'),
        icon: <NotificationsIcon />,
      },
      { to: paths.purchases.href(), label: t('screens:purchases'), icon: <ShoppingBagIcon /> },
      {
        to: paths.transactions.href(),
        label: t('screens:transactions'),
        icon: <ReceiptLongIcon />,
      },
    ],
    [
      { to: paths.myIdeas.href(), label: t('myIdeas'), icon: <EmojiObjectsIcon /> },
      { to: paths.myNeeds.href(), label: t('myNeeds'), icon: <HelpOutlineIcon /> },
      {
        to: paths.referralFriends.href(),
        label: t('screens:referralFriends'),
        icon: <GroupAddIcon />,
      },
      { to: paths.editProfile.href(), label: t('edit'), icon: <AccountCircleIcon /> },
    ],
    // The console's entry, for operators only (issue 29); the console checks again, the server too.
    ...(me.data?.is_operator
      ? [[{ to: paths.admin.href(), label: t('operator'), icon: <AdminPanelSettingsIcon /> }]]
      : []),
    [
      { to: paths.aboutUs.href(), label: t('screens:aboutUs'), icon: <InfoOutlinedIcon /> },
      { to: paths.contactUs.href(), label: t('screens:contactUs'), icon: <MailOutlineIcon /> },
    ],
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 500, mx: 'auto' }}>
      {me.isPending ? (
        <CircularProgress sx={{ justifySelf: 'center' }} aria-label={t('loading')} />
      ) : me.data ? (
        <ProfileCard
          me={me.data}
          email={<EmailSettings me={me.data} codeExtra={<DevOutboxLink />} />}
        />
      ) : (
        <EmptyState title={t('unavailable')} />
      )}
      <WalletBalanceLink />
      <Box component="nav" aria-label={t('hub')} sx={{ display: 'grid', gap: 2 }}>
        {groups.map((links, index) => (
          <Paper key={index} variant="outlined">
            <List disablePadding>
              {links.map((link, position) => (
                <ListItem key={link.to} disablePadding divider={position < links.length - 1}>
                  <ListItemButton component={Link} to={link.to}>
                    <ListItemIcon>{link.icon}</ListItemIcon>
                    <ListItemText primary={link.label} />
                    <ChevronRightIcon color="action" sx={mirrorInRtl} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        ))}
        <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
          <TranslateIcon color="action" />
          <Box sx={{ flexGrow: 1 }}>{t('language')}</Box>
          <LanguageToggle label={t('language')} />
        </Paper>
        <DirectionSwitch label={t('rightToLeft')} hint={t('rightToLeftHint')} />
      </Box>
      <Divider />
      <AccountPanel />
    </Box>
  );
}
