import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminReport } from '@ideabazaar/shared/schemas/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '@/components/ui/CountedTextField';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useResolveReport } from '../../api/reports';
import { Detail, DetailDrawer } from '../DetailDrawer';
import { BlockButton } from './BlockButton';
import { MemberLink } from './MemberLink';
import { ReportContent } from './ReportContent';

const NOTE_MAX = 500;

/** An open report's actions: hide what was reported, or dismiss the report, with a note. */
function Resolve(props: { report: AdminReport; onResolved: (report: AdminReport) => void }) {
  const { t } = useTranslation('admin');
  const resolve = useResolveReport();
  const [note, setNote] = useState('');
  const act = (action: 'hide' | 'dismiss') =>
    resolve
      .mutateAsync({ id: props.report.id, action, note: note.trim() || undefined })
      .then((report) => {
        notify(t(action === 'hide' ? 'reports.hiddenNow' : 'reports.dismissedNow'));
        props.onResolved(report);
      })
      .catch(() => undefined);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <CountedTextField
        multiline
        minRows={2}
        label={t('reports.note')}
        value={note}
        max={NOTE_MAX}
        onValueChange={setNote}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="error"
          disabled={resolve.isPending || !props.report.content}
          onClick={() => void act('hide')}
        >
          {t(`reports.hide.${props.report.kind}`)}
        </Button>
        <Button variant="outlined" disabled={resolve.isPending} onClick={() => void act('dismiss')}>
          {t('reports.dismiss')}
        </Button>
      </Box>
    </Box>
  );
}

/** A report's details: the content and its context, both members, and what to do about it. */
export function ReportDrawer(props: {
  report: AdminReport | null;
  onResolved: (report: AdminReport) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { report } = props;
  return (
    <DetailDrawer
      open={Boolean(report)}
      title={report ? t(`reports.kinds.${report.kind}`) : ''}
      onClose={props.onClose}
    >
      {report && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={report.status === 'open' ? 'warning' : 'default'}
              label={t(`reports.status.${report.status}`)}
            />
            <Typography variant="body2" color="text.secondary">
              {format.dateTime(new Date(report.created_at))}
            </Typography>
          </Box>
          <Detail label={t('reports.reason')}>
            <Typography dir="auto" sx={{ whiteSpace: 'pre-line' }}>
              {report.reason || t('reports.noReason')}
            </Typography>
          </Detail>
          <ReportContent report={report} />
          <Detail label={t('reports.reporter')}>
            <MemberLink member={report.reporter} />
          </Detail>
          <Detail label={t('reports.reported')}>
            <MemberLink member={report.reported} />
          </Detail>
          {report.status === 'open' ? (
            <Resolve report={report} onResolved={props.onResolved} />
          ) : (
            <Detail label={t('reports.resolution')}>
              <Typography>
                {t(`reports.resolutions.${report.resolution ?? 'dismiss'}`)}
                {report.resolved_at && ` · ${format.dateTime(new Date(report.resolved_at))}`}
              </Typography>
              {report.note && (
                <Typography dir="auto" color="text.secondary">
                  {report.note}
                </Typography>
              )}
            </Detail>
          )}
          <Box>
            <BlockButton member={report.reported} />
          </Box>
        </Box>
      )}
    </DetailDrawer>
  );
}
