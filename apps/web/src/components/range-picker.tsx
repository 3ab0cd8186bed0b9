import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import dayjs from 'dayjs';
import type { DayRange } from './deferred-range-picker.tsx';

export type DayRangePickerProps = Omit<RangePickerProps, 'value' | 'onChange'> & {
  value: DayRange;
  onChange: (range: DayRange) => void;
};

/**
 * antd's RangePicker on calendar days (`YYYY-MM-DD`): dayjs stays in this chunk, which
 * components/deferred-range-picker.tsx loads when the user reaches for the picker.
 */
export default function DayRangePicker({ value, onChange, ...props }: DayRangePickerProps) {
  return (
    <DatePicker.RangePicker
      {...props}
      value={[value[0] ? dayjs(value[0]) : null, value[1] ? dayjs(value[1]) : null]}
      onChange={(range) =>
        onChange([
          range?.[0]?.format('YYYY-MM-DD') ?? undefined,
          range?.[1]?.format('YYYY-MM-DD') ?? undefined,
        ])
      }
    />
  );
}
