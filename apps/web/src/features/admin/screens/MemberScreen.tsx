import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminMemberDetail, AdminReport } from '@ideabazaar/shared/schemas/console';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useAdminMember } from '../api/members';
import { Detail } from '../components/DetailDrawer';
import { HideItemButton } from '../components/moderation/ItemDrawer';
import { BlockButton } from '../components/moderation/BlockButton';
import { useEnumLabel } from '../components/moderation/MemberLink';
import { MiniTable } from '../components/moderation/MiniTable';

type MoneyRow = AdminMemberDetail['purchases'][number];

/** Who the member is and whether they are blocked, with block and unblock. */
function Header(props: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { member } = props;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" dir="auto">
          {format.member(member)}
        </Typography>
        {member.is_operator && <Chip size="small" color="info" label={t('members.operator')} />}
        {member.blocked && <Chip size="small" color="error" label={t('members.blocked')} />}
      </Box>
      <Typography color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
        {[member.email, member.mobile].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('members.joinedOn', { date: format.date(new Date(member.created_at)) })} ·{' '}
        {t('members.referralCode', { code: member.referral_code })}
      </Typography>
      {member.blocked && (
        <Alert severity="error">
          {t('members.blockedSince', {
            date: member.blocked_at ? format.dateTime(new Date(member.blocked_at)) : '',
            reason: member.blocked_reason ?? '',
          })}
        </Alert>
      )}
      {!member.is_operator && (
        <Box>
          <BlockButton member={member} />
        </Box>
      )}
    </Box>
  );
}

function Balances(props: { balances: AdminMemberDetail['balances'] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <Box
      component="section"
      aria-label={t('members.balances')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
      }}
    >
      {(['available', 'held', 'pending'] as const).map((kind) => (
        <Paper key={kind} variant="outlined" sx={{ p: 1.5 }}>
          <Detail label={t(`members.balance.${kind}`)}>{format.money(props.balances[kind])}</Detail>
        </Paper>
      ))}
    </Box>
  );
}

/** GET /api/admin/members/{id}: balances, purchases, sales, referrals, items and reports. */
export default function MemberScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const labelOf = useEnumLabel();
  const { id = '' } = useParams();
  const member = useAdminMember(id);

  if (member.isError) return <Alert severity="error">{t('members.notFound')}</Alert>;
  if (!member.data) return <CircularProgress sx={{ mx: 'auto' }} aria-label={t('nav.members')} />;
  const data = member.data;
  const itemCell = (row: { item_id: string | null; item_title: string | null }) =>
    row.item_id ? (
      <Link href={paths.details.href(row.item_id)} target="_blank" rel="noopener" dir="auto">
        {row.item_title || t('items.untitled')}
      </Link>
    ) : (
      '—'
    );
  const money = (title: string, rows: MoneyRow[]) => (
    <MiniTable
      title={title}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { label: t('members.columns.item'), cell: itemCell },
        { label: t('members.columns.amount'), cell: (row) => format.money(row.amount) },
        { label: t('members.columns.hold'), cell: (row) => labelOf('members.holds', row.hold) },
        {
          label: t('members.columns.date'),
          cell: (row) => format.date(new Date(row.created_at)),
        },
      ]}
    />
  );
  const reports = (title: string, rows: AdminReport[], other: 'reported' | 'reporter') => (
    <MiniTable
      title={title}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { label: t('reports.columns.kind'), cell: (row) => t(`reports.kinds.${row.kind}`) },
        { label: t('reports.columns.reason'), cell: (row) => <span dir="auto">{row.reason}</span> },
        { label: t(`reports.columns.${other}`), cell: (row) => format.member(row[other]) },
        { label: t('reports.columns.status'), cell: (row) => t(`reports.status.${row.status}`) },
        {
          label: t('members.columns.date'),
          cell: (row) => format.date(new Date(row.created_at)),
        },
      ]}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Header member={data} />
      <Balances balances={data.balances} />
      {money(t('members.purchases'), data.purchases)}
      {money(t('members.sales'), data.sales)}
      <MiniTable
        title={t('members.referrals')}
        rows={data.referrals}
        rowKey={(row) => row.friend.id}
        columns={[
          { label: t('members.columns.friend'), cell: (row) => format.member(row.friend) },
          { label: t('members.columns.amount'), cell: (row) => format.money(row.amount) },
          {
            label: t('members.columns.state'),
            cell: (row) => labelOf('members.rewards', row.state),
          },
          {
            label: t('members.columns.date'),
            cell: (row) => format.date(new Date(row.created_at)),
          },
        ]}
      />
      <MiniTable
        title={t('members.items')}
        rows={data.items}
        rowKey={(row) => row.id}
        columns={[
          {
            label: t('members.columns.item'),
            cell: (row) => itemCell({ item_id: row.id, item_title: row.title }),
          },
          { label: t('items.columns.section'), cell: (row) => t(`items.sections.${row.section}`) },
          {
            label: t('items.columns.status'),
            cell: (row) => labelOf('items.statuses', row.status),
          },
          { label: t('items.columns.reports'), cell: (row) => format.number(row.open_reports) },
          { label: t('items.visibility'), cell: (row) => <HideItemButton item={row} /> },
        ]}
      />
      {reports(t('members.reportsAgainst'), data.reports_against, 'reporter')}
      {reports(t('members.reportsBy'), data.reports_by, 'reported')}
    </Box>
  );
}
