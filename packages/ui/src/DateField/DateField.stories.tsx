import type { Story } from '@ladle/react';
import { useState } from 'react';
import { DateField, DatePicker, DateTimeField } from './DateField';

export default { title: 'Fields / Dates' };

export const DateEmpty: Story = () => {
  const [value, setValue] = useState<string | null>(null);
  return <DateField label="Data" value={value} onChange={setValue} />;
};
export const DateWithValue: Story = () => {
  const [value, setValue] = useState<string | null>('2024-05-01');
  return <DateField label="Data" value={value} onChange={setValue} />;
};
export const DateTime: Story = () => {
  const [value, setValue] = useState<string | null>('2024-05-01T10:30');
  return <DateTimeField label="Data publikacji" value={value} onChange={setValue} />;
};
export const DateTimeBelowMinimum: Story = () => {
  const [value, setValue] = useState<string | null>('2024-05-01T10:30');
  return <DateTimeField label="Podgląd do" value={value} onChange={setValue} minValue="2024-06-01T00:00" />;
};
export const WithDescription: Story = () => {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DateField
      label="Data wydania"
      value={value}
      onChange={setValue}
      description="Dzień, miesiąc i rok (dd.mm.rrrr)."
    />
  );
};
export const Invalid: Story = () => (
  <DateField label="Data" value={null} onChange={() => undefined} errorMessage="Pole Wymagane" />
);
export const Picker: Story = () => {
  const [value, setValue] = useState<string | null>('2024-05-01');
  return <DatePicker label="Wpisy przed datą" value={value} onChange={setValue} />;
};
export const PickerDateTimeWithMinimum: Story = () => {
  const [value, setValue] = useState<string | null>('2024-05-10T12:00');
  return (
    <DatePicker
      label="Podgląd do"
      granularity="minute"
      value={value}
      onChange={setValue}
      minValue="2024-05-05T00:00"
    />
  );
};
