import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 400;

/** The search field: what is typed becomes the query after a pause, or at once with Enter. */
export function SearchBox(props: {
  value: string;
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(props.value);
  const [shown, setShown] = useState(props.value);
  // The query changed elsewhere (a chip removed, the filter screen): show it.
  if (props.value !== shown) {
    setShown(props.value);
    setText(props.value);
  }
  const onSearch = useRef(props.onSearch);
  useEffect(() => {
    onSearch.current = props.onSearch;
  });
  const { value } = props;
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      type="search"
      size="small"
      label={props.label}
      placeholder={props.placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') props.onSearch(text.trim());
      }}
      slotProps={{
        htmlInput: { maxLength: 100, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
