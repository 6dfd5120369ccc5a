import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import type { ConsoleMember } from '@ideabazaar/shared/schemas/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useMemberBlock } from '../../api/members';
import { ReasonDialog } from './ReasonDialog';

/**
 * Blocks a member with a reason (their sessions end, they cannot sign in, their items leave every
 * list) or unblocks them (they may sign in again).
 */
export function BlockButton(props: { member: Pick<ConsoleMember, 'id' | 'name' | 'blocked'> }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const mutation = useMemberBlock();
  const [open, setOpen] = useState(false);
  const { member } = props;
  const name = format.member(member);
  const block = !member.blocked;
  return (
    <>
      <Button
        variant="outlined"
        color={block ? 'error' : 'primary'}
        startIcon={<BlockIcon />}
        onClick={() => setOpen(true)}
      >
        {t(block ? 'members.block' : 'members.unblock', { name })}
      </Button>
      <ReasonDialog
        open={open}
        title={t(block ? 'members.blockTitle' : 'members.unblockTitle', { name })}
        text={t(block ? 'members.blockText' : 'members.unblockText')}
        label={t(block ? 'members.reason' : 'members.note')}
        confirm={t(block ? 'members.blockConfirm' : 'members.unblockConfirm')}
        required={block}
        reasonField={block}
        danger={block}
        onConfirm={(reason) =>
          mutation
            .mutateAsync({ id: member.id, block, reason })
            .then(() => notify(t(block ? 'members.blockedNow' : 'members.unblockedNow', { name })))
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
