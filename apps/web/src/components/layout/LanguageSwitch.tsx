import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@ideabazaar/shared/i18n/language';
import { useClientState } from '@/lib/client-state';

// Each language is named in itself, so a person who cannot read the current one finds theirs.
const names: Record<Language, string> = { en: 'English', fa: 'فارسی' };

export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useClientState((state) => state.language);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('language.switch')}
        data-testid="language-switch"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === language}
            onClick={() => {
              useClientState.getState().set({ language: option });
              setAnchor(null);
            }}
          >
            {names[option]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
