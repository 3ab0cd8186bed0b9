// Search alone, not antd's Input with its Password, OTP and TextArea: the lists of the first
// pages use this box (docs/decisions/018).
import Search from 'antd/es/input/Search';
import { useEffect, useState } from 'react';

interface Props {
  /** What the list is searched for now (from the URL). */
  value: string;
  /** Called with the trimmed text on Enter, the search button or clear. */
  onSearch: (value: string) => void;
  placeholder: string;
  width: number;
  'data-testid'?: string;
}

/** A list's search box: typing stays local, Enter searches; Back/forward shows what is searched. */
export function ListSearch({ value, onSearch, placeholder, width, 'data-testid': testId }: Props) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  return (
    <Search
      allowClear
      data-testid={testId}
      placeholder={placeholder}
      aria-label={placeholder}
      style={{ width }}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onSearch={(text) => onSearch(text.trim())}
    />
  );
}
