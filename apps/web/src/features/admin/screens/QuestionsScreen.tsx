import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { AdminQuestion } from '@ideabazaar/shared/schemas/admin';
import { questionSets, type QuestionSet } from '@ideabazaar/shared/schemas/questions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { useAdminQuestions, useSetQuestionActive, useSwapQuestions } from '../api/questions';
import { QuestionEditor } from '../components/questions/QuestionEditor';

/** The flow's order: by position, then by id (the server's `activeInSet`). */
const inOrder = (a: AdminQuestion, b: AdminQuestion) => a.position - b.position || a.id - b.id;

/**
 * The question bank (PRODUCT.md section 3): the four sets in the flow's order; edit a question
 * in both languages beside its preview, move it, add one, retire one (it leaves new flows and
 * stays on the answers given to it).
 */
export default function QuestionsScreen() {
  const { t, i18n } = useTranslation('admin');
  const format = useFormat();
  const bank = useAdminQuestions();
  const swap = useSwapQuestions();
  const setActive = useSetQuestionActive();
  const [set, setSet] = useState<QuestionSet>('idea');
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const fa = i18n.language === 'fa';

  const rows = (bank.data?.questions ?? []).filter((row) => row.set === set).sort(inOrder);
  const busy = swap.isPending || setActive.isPending;
  const nextPosition = (rows.at(-1)?.position ?? 0) + 10;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h5" sx={{ flexGrow: 1 }}>
          {t('questions.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('questions.add')}
        </Button>
      </Box>
      <Tabs
        value={set}
        onChange={(_, value: QuestionSet) => setSet(value)}
        variant="scrollable"
        aria-label={t('questions.sets.label')}
      >
        {questionSets.map((name) => (
          <Tab key={name} value={name} label={t(`questions.sets.${name}`)} />
        ))}
      </Tabs>
      {bank.isPending && <CircularProgress sx={{ mx: 'auto' }} aria-label={t('questions.title')} />}
      {bank.data && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t(`questions.sets.${set}`)}>
            <TableHead>
              <TableRow>
                <TableCell>{t('questions.columns.order')}</TableCell>
                <TableCell>{t('questions.columns.title')}</TableCell>
                <TableCell>{t('questions.columns.kind')}</TableCell>
                <TableCell>{t('questions.columns.state')}</TableCell>
                <TableCell>{t('questions.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => {
                const title = fa ? row.title_fa : row.title_en;
                const move = (by: -1 | 1) => {
                  const neighbour = rows[index + by];
                  if (neighbour) swap.mutate({ moving: row, neighbour });
                };
                return (
                  <TableRow key={row.id} sx={{ opacity: row.active ? 1 : 0.6 }}>
                    <TableCell>{format.number(index + 1)}</TableCell>
                    <TableCell>
                      <Typography variant="body2" dir="auto">
                        {title}
                      </Typography>
                      {row.role && (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={t(`questions.roles.${row.role}`)}
                        />
                      )}
                    </TableCell>
                    <TableCell>{t(`questions.kinds.${row.kind}`)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={row.active ? 'success' : 'default'}
                        label={t(row.active ? 'questions.active' : 'questions.retired')}
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        aria-label={t('questions.moveUp', { title })}
                        disabled={busy || index === 0}
                        onClick={() => move(-1)}
                      >
                        <ArrowUpwardIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t('questions.moveDown', { title })}
                        disabled={busy || index === rows.length - 1}
                        onClick={() => move(1)}
                      >
                        <ArrowDownwardIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t('questions.editOne', { title })}
                        onClick={() => setEditing(row)}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                      <Button
                        size="small"
                        color={row.active ? 'warning' : 'primary'}
                        disabled={busy || Boolean(row.role && row.active)}
                        title={row.role && row.active ? t('questions.roleKept') : undefined}
                        aria-label={t(row.active ? 'questions.retireOne' : 'questions.restoreOne', {
                          title,
                        })}
                        onClick={() => setActive.mutate({ id: row.id, active: !row.active })}
                      >
                        {t(row.active ? 'questions.retire' : 'questions.restore')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {editing && (
        <QuestionEditor
          question={editing === 'new' ? undefined : editing}
          set={set}
          position={nextPosition}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
