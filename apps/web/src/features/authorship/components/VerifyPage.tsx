import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MainButton } from '@/components/ui/MainButton';
import { useFormat } from '@/lib/format';
import { fetchPublishedKeys, rememberedKeys, type RememberedKeys } from '../api/keys';
import { MAX_FILE_CHARS } from '../certificate-file';
import { AuthorshipTexts } from '../i18n';
import { runVerification, type VerifyInput, type VerifyOutcome } from '../run-verification';
import { loadTimestampVerifier } from '../timestamp';
import { VerificationReport } from './VerificationReport';

type Field = 'certificate' | 'content' | 'keys';

/**
 * The platform's keys at hand: the remembered ones at once (offline too), replaced by a fresh copy
 * when the network answers, which is remembered in turn.
 */
function usePublishedKeys(): VerifyInput['published'] {
  const [keys, setKeys] = useState<(RememberedKeys & { fresh: boolean }) | null>(() => {
    const remembered = rememberedKeys();
    return remembered && { ...remembered, fresh: false };
  });
  useEffect(() => {
    let live = true;
    fetchPublishedKeys().then(
      (fetched) => live && setKeys({ ...fetched, fresh: true }),
      // Offline or unreachable: the remembered keys (or none) stay, and the page says which.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return keys;
}

/** A text given as a file or pasted: a file's content replaces what the box holds. */
function TextSource(props: {
  field: Field;
  value: string;
  onChange: (value: string) => void;
  /** A file that cannot be read, or is larger than any certificate can be. */
  onUnreadable: (problem: 'unreadable' | 'tooLarge') => void;
}) {
  const { t } = useTranslation('authorship');
  const [fileName, setFileName] = useState<string | null>(null);
  const label = t(`verify.${props.field}`);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    // UTF-8 takes at most four bytes a character: a larger file cannot be within the bound.
    if (file.size > MAX_FILE_CHARS * 4) {
      props.onUnreadable('tooLarge');
      return;
    }
    try {
      props.onChange(await file.text());
    } catch {
      props.onUnreadable('unreadable');
    }
  };

  return (
    <Box component="section" aria-label={label} sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`verify.${props.field}Hint`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {t('verify.chooseFile')}
          <input
            hidden
            type="file"
            accept=".json,application/json,text/plain"
            aria-label={label}
            data-testid={`file-${props.field}`}
            onChange={(event) => {
              void read(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {fileName && (
          <Typography variant="body2" dir="auto" data-user-text="">
            {fileName}
          </Typography>
        )}
      </Box>
      <TextField
        multiline
        minRows={2}
        maxRows={8}
        label={t('verify.paste')}
        value={props.value}
        onChange={(event) => {
          setFileName(null);
          props.onChange(event.target.value);
        }}
        slotProps={{
          htmlInput: {
            dir: 'ltr',
            'aria-label': `${label}: ${t('verify.paste')}`,
            spellCheck: false,
          },
        }}
      />
    </Box>
  );
}

/** The words of a problem with a given file. */
function problemText(
  t: ReturnType<typeof useTranslation<'authorship'>>['t'],
  outcome: Extract<VerifyOutcome, { kind: 'problem' }>,
  format: ReturnType<typeof useFormat>,
) {
  const what = t(`verify.errors.what.${outcome.input}`);
  const { problem } = outcome;
  switch (problem.kind) {
    case 'empty':
      return t('verify.errors.empty');
    case 'tooLarge':
      return t('verify.errors.tooLarge', { what, max: format.grouped(problem.max) });
    case 'notJson':
      return t('verify.errors.notJson', { what });
    case 'wrongShape':
      return t('verify.errors.wrongShape', { what, where: problem.where });
  }
}

/**
 * /verify (issue 31): checks a certificate of authorship in the browser with the shared verifier,
 * without the server once loaded: the platform's keys are remembered on the device, and the
 * service worker keeps the page's code (see docs/authorship-web.md).
 */
function VerifyPageBody() {
  const { t } = useTranslation('authorship');
  const format = useFormat();
  const published = usePublishedKeys();
  const [texts, setTexts] = useState<Record<Field, string>>({
    certificate: '',
    content: '',
    keys: '',
  });
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const [unreadable, setUnreadable] = useState<'unreadable' | 'tooLarge' | null>(null);
  const [checking, setChecking] = useState(false);

  const change = (field: Field) => (value: string) => {
    setUnreadable(null);
    setOutcome(null);
    setTexts((current) => ({ ...current, [field]: value }));
  };

  const check = async () => {
    setChecking(true);
    try {
      setOutcome(
        await runVerification({
          certificate: texts.certificate,
          content: texts.content,
          keysFile: texts.keys,
          published,
          loadTimestampVerifier,
        }),
      );
    } finally {
      setChecking(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 700, mx: 'auto' }}>
      <Typography>{t('verify.intro')}</Typography>
      {(['certificate', 'content', 'keys'] as const).map((field) => (
        <TextSource
          key={field}
          field={field}
          value={texts[field]}
          onChange={change(field)}
          onUnreadable={(problem) => {
            setOutcome(null);
            setUnreadable(problem);
          }}
        />
      ))}
      <MainButton onClick={() => void check()} disabled={checking}>
        {checking ? t('verify.checking') : t('verify.check')}
      </MainButton>
      {unreadable && (
        <Alert severity="error" role="alert" data-testid="file-problem">
          {unreadable === 'tooLarge'
            ? t('verify.errors.tooLarge', {
                what: t('verify.errors.what.file'),
                max: format.grouped(MAX_FILE_CHARS),
              })
            : t('verify.errors.unreadable')}
        </Alert>
      )}
      {outcome?.kind === 'problem' && (
        <Alert severity="error" role="alert" data-testid="file-problem">
          {problemText(t, outcome, format)}
        </Alert>
      )}
      {outcome?.kind === 'checked' && <VerificationReport outcome={outcome} />}
    </Box>
  );
}

export const VerifyPage = () => (
  <AuthorshipTexts>
    <VerifyPageBody />
  </AuthorshipTexts>
);
