import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { languages, type Language } from '@ideabazaar/shared/i18n/language';
import { useClientState } from '@/lib/client-state';

// Each language is named in itself, so a person who cannot read the current one finds theirs.
const names: Record<Language, string> = { en: 'English', fa: 'فارسی' };

/** The languages to choose from (LanguageSwitch), loaded the first time the switch is pressed. */
export default function LanguageMenu(props: { anchor: HTMLElement | null; onClose: () => void }) {
  const language = useClientState((state) => state.language);
  return (
    <Menu anchorEl={props.anchor} open={props.anchor !== null} onClose={props.onClose}>
      {languages.map((option) => (
        <MenuItem
          key={option}
          lang={option}
          selected={option === language}
          onClick={() => {
            useClientState.getState().set({ language: option });
            props.onClose();
          }}
        >
          {names[option]}
        </MenuItem>
      ))}
    </Menu>
  );
}
