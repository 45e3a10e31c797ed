import type { Story } from '@ladle/react';
import { useState } from 'react';
import { ChoiceGroup } from './ChoiceGroup';

export default { title: 'Forms / ChoiceGroup' };

export const TwoVersions: Story = () => {
  const [value, setValue] = useState<'mine' | 'server'>('mine');
  return (
    <ChoiceGroup
      label="Zachowaj"
      options={[
        { value: 'mine', label: 'Twoja wersja' },
        { value: 'server', label: 'Na serwerze' },
      ]}
      value={value}
      onChange={setValue}
    />
  );
};
