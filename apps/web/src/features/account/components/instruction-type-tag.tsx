import { type InstructionType, instructionTypeLabels, instructionTypes } from '@portledger/contracts';
import { Tag } from 'antd';
import { currentLocale } from '../../../lib/i18n.ts';

const colours: Record<InstructionType, string> = {
  general: 'default',
  port_call: 'geekblue',
  pda: 'blue',
  fda: 'purple',
  payment: 'gold',
  cargo: 'cyan',
  crew: 'green',
};

/** The type's label in the page's language (one list in the contracts for server and web). */
export const instructionTypeLabel = (type: InstructionType) => instructionTypeLabels[type][currentLocale()];

export const instructionTypeOptions = () =>
  instructionTypes.map((type) => ({ value: type, label: instructionTypeLabel(type) }));

export function InstructionTypeTag({ type }: { type: InstructionType }) {
  return (
    <Tag color={colours[type]} bordered={false}>
      {instructionTypeLabel(type)}
    </Tag>
  );
}
