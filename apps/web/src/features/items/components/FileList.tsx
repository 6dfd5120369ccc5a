import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import PublicIcon from '@mui/icons-material/Public';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ItemFile } from '@ideabazaar/shared/schemas/items';
import { useTranslation } from 'react-i18next';
import { fetchFileBlob, saveBlob } from '@/lib/api-files';
import { useFormat } from '@/lib/format';
import { userText } from '@/lib/user-text';
import { useDeleteItemFile } from '../api/files';

/** An item's files: name, size, who may see it, download (with the token) and remove. */
export function FileList(props: { itemId: string; files: ItemFile[]; removable?: boolean }) {
  const { t } = useTranslation('items');
  const format = useFormat();
  const remove = useDeleteItemFile();
  const download = (file: ItemFile) =>
    fetchFileBlob(file.url)
      .then((blob) => saveBlob(blob, file.name))
      .catch(() => undefined);

  if (props.files.length === 0) return null;
  return (
    <List dense aria-label={t('files.list')}>
      {props.files.map((file) => (
        <ListItem
          key={file.id}
          secondaryAction={
            <>
              <IconButton
                aria-label={t('files.download', { name: file.name })}
                onClick={() => void download(file)}
              >
                <DownloadIcon />
              </IconButton>
              {props.removable !== false && (
                <IconButton
                  edge="end"
                  aria-label={t('files.remove', { name: file.name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ itemId: props.itemId, fileId: file.id })}
                >
                  <DeleteIcon />
                </IconButton>
              )}
            </>
          }
        >
          <ListItemIcon>
            {file.visibility === 'private' ? (
              <LockIcon aria-label={t('files.private')} />
            ) : (
              <PublicIcon aria-label={t('files.public')} />
            )}
          </ListItemIcon>
          <ListItemText
            primary={file.name}
            secondary={format.fileSize(file.size)}
            slotProps={{ primary: userText }}
            sx={{ '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
