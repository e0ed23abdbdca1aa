import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { Check } from 'lucide-react';

export interface Choice {
  id: number;
  label: string;
  /** Shown before the label (a colour swatch, an icon). */
  mark?: ReactNode;
}

interface ChoiceListProps {
  title: string;
  choices: readonly Choice[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
}

/** A list of checkboxes for the status, severity, region and topic filters. */
export function ChoiceList({ title, choices, selected, onChange }: ChoiceListProps) {
  if (choices.length === 0) return null;
  return (
    <CheckboxGroup
      className="filter-section choice-group"
      value={selected.map(String)}
      onChange={(values) => onChange(values.map(Number))}
    >
      <Label className="filter-section__title">{title}</Label>
      <div className="choice-list">
        {choices.map((choice) => (
          <Checkbox key={choice.id} className="choice choice--check" value={String(choice.id)}>
            <span className="choice__box" aria-hidden="true">
              <Check size={12} strokeWidth={3} />
            </span>
            {choice.mark}
            <span className="choice__label">{choice.label}</span>
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}
