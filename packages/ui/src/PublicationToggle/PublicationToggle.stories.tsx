import type { Story } from '@ladle/react';
import { useState } from 'react';
import { PublicationToggle } from './PublicationToggle';

export default { title: 'Lists / PublicationToggle' };

export const PublishedDisplay: Story = () => <PublicationToggle isOn />;
export const UnpublishedDisplay: Story = () => <PublicationToggle isOn={false} />;
export const Pressable: Story = () => {
  const [on, setOn] = useState(false);
  return <PublicationToggle isOn={on} onToggle={() => setOn(!on)} />;
};
export const Pending: Story = () => <PublicationToggle isOn onToggle={() => undefined} isPending />;
export const HotNews: Story = () => {
  const [on, setOn] = useState(true);
  return (
    <PublicationToggle
      isOn={on}
      onToggle={() => setOn(!on)}
      onLabel="Hot news: tak"
      offLabel="Hot news: nie"
    />
  );
};
